import styled from '@emotion/styled';

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[3]} 0`};
`;

export const Texts = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

export const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const Hint = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

export const StepButton = styled.button`
  width: 32px;
  height: 32px;
  border: 1px solid ${({ theme }) => theme.colors.neutral[300]};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  font-size: 18px;
  line-height: 1;
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.neutral[900]};
  }

  &:disabled {
    opacity: 0.35;
    cursor: not-allowed;
  }
`;

export const Value = styled.output`
  min-width: 2ch;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;
