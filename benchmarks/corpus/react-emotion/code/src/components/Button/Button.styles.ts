import styled from '@emotion/styled';
import { keyframes, type Theme } from '@emotion/react';
import type { ButtonSize, ButtonVariant } from './Button';

const variantStyles = (theme: Theme) => ({
  primary: {
    background: theme.colors.brand[500],
    color: theme.colors.text.inverse,
    borderColor: theme.colors.brand[500],
    '&:hover:not(:disabled)': { background: theme.colors.brand[600], borderColor: theme.colors.brand[600] },
    '&:active:not(:disabled)': { background: theme.colors.brand[700], borderColor: theme.colors.brand[700] },
  },
  secondary: {
    background: theme.colors.surface,
    color: theme.colors.text.primary,
    borderColor: theme.colors.neutral[300],
    '&:hover:not(:disabled)': { background: theme.colors.neutral[50], borderColor: theme.colors.neutral[500] },
    '&:active:not(:disabled)': { background: theme.colors.neutral[100] },
  },
  ghost: {
    background: 'transparent',
    color: theme.colors.text.primary,
    borderColor: 'transparent',
    '&:hover:not(:disabled)': { background: theme.colors.neutral[100] },
    '&:active:not(:disabled)': { background: theme.colors.neutral[200] },
  },
  danger: {
    background: theme.colors.danger.fg,
    color: theme.colors.text.inverse,
    borderColor: theme.colors.danger.fg,
    '&:hover:not(:disabled)': { filter: 'brightness(0.92)' },
    '&:active:not(:disabled)': { filter: 'brightness(0.85)' },
  },
});

const sizeStyles = (theme: Theme) => ({
  sm: { height: 32, padding: `0 ${theme.space[3]}`, fontSize: theme.fontSizes.sm, gap: theme.space[1] },
  md: { height: 40, padding: `0 ${theme.space[4]}`, fontSize: theme.fontSizes.sm, gap: theme.space[2] },
  lg: { height: 52, padding: `0 ${theme.space[6]}`, fontSize: theme.fontSizes.md, gap: theme.space[2] },
});

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

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
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast};

  ${({ theme, $size }) => sizeStyles(theme)[$size]}
  ${({ theme, $variant }) => variantStyles(theme)[$variant]}

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }

  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

export const Spinner = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
`;

export const Label = styled.span`
  display: inline-flex;
  align-items: center;
`;
