import styled from '@emotion/styled';
import type { Theme } from '@emotion/react';
import type { IconButtonSize, IconButtonVariant } from './IconButton';

const looks = (theme: Theme) => ({
  solid: {
    background: theme.colors.brand[500],
    color: theme.colors.text.inverse,
    border: `1px solid ${theme.colors.brand[500]}`,
    '&:hover:not(:disabled)': { background: theme.colors.brand[600] },
  },
  outline: {
    background: theme.colors.surface,
    color: theme.colors.text.primary,
    border: `1px solid ${theme.colors.neutral[300]}`,
    '&:hover:not(:disabled)': { borderColor: theme.colors.neutral[500] },
  },
  ghost: {
    background: 'transparent',
    color: theme.colors.text.primary,
    border: '1px solid transparent',
    '&:hover:not(:disabled)': { background: theme.colors.neutral[100] },
  },
});

const dimensions = { sm: 32, md: 40, lg: 48 } as const;

export const StyledIconButton = styled.button<{ $variant: IconButtonVariant; $size: IconButtonSize }>(
  ({ theme, $variant, $size }) => ({
    display: 'inline-grid',
    placeItems: 'center',
    width: dimensions[$size],
    height: dimensions[$size],
    padding: 0,
    borderRadius: theme.radii.pill,
    cursor: 'pointer',
    transition: `background ${theme.transitions.fast}`,
    ...looks(theme)[$variant],
    '&:focus-visible': { outline: 'none', boxShadow: theme.shadows.focus },
    '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
    '&[aria-pressed="true"]': { color: theme.colors.sunset[500] },
  }),
);
