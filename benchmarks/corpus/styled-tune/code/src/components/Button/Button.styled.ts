import styled, { css } from 'styled-components';
import { focusRing } from '../../theme/focus';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.textInverse};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.brandHover};
    }
    &:active:not(:disabled) {
      background: ${({ theme }) => theme.colors.brandPressed};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.borderStrong};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
    &:active:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceSunken};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.brand};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.brandSubtle};
    }
    &:active:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceSunken};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.textInverse};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.dangerHover};
    }
  `,
};

const sizes = {
  sm: css`
    height: 32px;
    padding: 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    gap: ${({ theme }) => theme.space.xs};
  `,
  md: css`
    height: 40px;
    padding: 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.fontSizes.md};
    gap: ${({ theme }) => theme.space.sm};
  `,
  lg: css`
    height: 48px;
    padding: 0 ${({ theme }) => theme.space.xl};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    gap: ${({ theme }) => theme.space.sm};
  `,
};

export const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast};
  ${({ $variant }) => variants[$variant]}
  ${({ $size }) => sizes[$size]}
  ${focusRing}

  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

export const ButtonSpinner = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: pantry-spin 700ms linear infinite;

  @keyframes pantry-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;
