import styled from '@emotion/styled';

export const Root = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &:has(input:disabled) {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export const HiddenInput = styled.input`
  position: absolute;
  opacity: 0;
  width: 1px;
  height: 1px;
`;

export const Box = styled.span`
  display: inline-grid;
  place-items: center;
  width: 20px;
  height: 20px;
  border: 1.5px solid ${({ theme }) => theme.colors.neutral[500]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: transparent;
  transition: background ${({ theme }) => theme.transitions.fast};

  input:hover + & {
    border-color: ${({ theme }) => theme.colors.brand[600]};
  }

  input:checked + &,
  input:indeterminate + & {
    background: ${({ theme }) => theme.colors.brand[500]};
    border-color: ${({ theme }) => theme.colors.brand[500]};
    color: ${({ theme }) => theme.colors.text.inverse};
  }

  input:focus-visible + & {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
