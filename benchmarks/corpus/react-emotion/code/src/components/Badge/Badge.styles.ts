import styled from '@emotion/styled';
import type { Theme } from '@emotion/react';
import type { BadgeSize, BadgeTone } from './Badge';

const toneMap = (theme: Theme): Record<BadgeTone, { background: string; color: string }> => ({
  neutral: { background: theme.colors.neutral[100], color: theme.colors.neutral[700] },
  info: { background: theme.colors.info.bg, color: theme.colors.info.fg },
  success: { background: theme.colors.success.bg, color: theme.colors.success.fg },
  warning: { background: theme.colors.warning.bg, color: theme.colors.warning.fg },
  danger: { background: theme.colors.danger.bg, color: theme.colors.danger.fg },
});

export const StyledBadge = styled.span<{ $tone: BadgeTone; $size: BadgeSize }>(
  ({ theme, $tone, $size }) => ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space[1],
    height: $size === 'sm' ? 20 : 24,
    padding: `0 ${$size === 'sm' ? theme.space[2] : theme.space[3]}`,
    borderRadius: theme.radii.sm,
    fontSize: theme.fontSizes.xs,
    fontWeight: theme.fontWeights.semibold,
    letterSpacing: '0.01em',
    whiteSpace: 'nowrap',
    ...toneMap(theme)[$tone],
  }),
);
