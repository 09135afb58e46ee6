import styled, { css } from 'styled-components';

export type FieldSize = 'sm' | 'md';

export const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const FieldLabel = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

export const InputShell = styled.div<{ $invalid: boolean; $disabled: boolean; $size: FieldSize }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: ${({ $size }) => ($size === 'sm' ? 32 : 40)}px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  transition: border-color ${({ theme }) => theme.transitions.fast};

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }

  &:focus-within {
    border-color: ${({ theme }) => theme.colors.brand};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focusRing};
  }

  ${({ $invalid }) =>
    $invalid &&
    css`
      border-color: ${({ theme }) => theme.colors.danger};
      &:hover,
      &:focus-within {
        border-color: ${({ theme }) => theme.colors.danger};
      }
    `}

  ${({ $disabled }) =>
    $disabled &&
    css`
      background: ${({ theme }) => theme.colors.surfaceMuted};
      opacity: 0.6;
    `}
`;

export const Input = styled.input`
  flex: 1;
  min-width: 0;
  border: 0;
  outline: 0;
  background: transparent;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const HelperText = styled.span<{ $invalid: boolean }>`
  color: ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
