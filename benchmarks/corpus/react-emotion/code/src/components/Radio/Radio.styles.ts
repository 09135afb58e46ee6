import styled from '@emotion/styled';

export const RadioLabel = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.neutral[500]};
  }

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.brand[500]};
    background: ${({ theme }) => theme.colors.brand[50]};
  }
`;

export const Dot = styled.input`
  appearance: none;
  flex-shrink: 0;
  width: 20px;
  height: 20px;
  margin: 0;
  border: 1.5px solid ${({ theme }) => theme.colors.neutral[500]};
  border-radius: 50%;

  &:checked {
    border: 6px solid ${({ theme }) => theme.colors.brand[500]};
  }

  &:focus-visible {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export const Texts = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Description = styled.span`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
