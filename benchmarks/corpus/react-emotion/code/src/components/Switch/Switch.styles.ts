import styled from '@emotion/styled';

export const SwitchRoot = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
`;

export const Track = styled.button`
  position: relative;
  width: 40px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.neutral[300]};
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.base};

  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    transition: transform ${({ theme }) => theme.transitions.base};
  }

  &[aria-checked='true'] {
    background: ${({ theme }) => theme.colors.brand[500]};
  }

  &[aria-checked='true']::after {
    transform: translateX(16px);
  }

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
