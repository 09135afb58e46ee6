import styled from '@emotion/styled';
import type { Theme } from '@emotion/react';
import type { CardElevation, CardPadding } from './Card';

const elevations = (theme: Theme) => ({
  flat: { boxShadow: 'none', border: `1px solid transparent`, background: theme.colors.canvas },
  outlined: { boxShadow: 'none', border: `1px solid ${theme.colors.border}` },
  raised: { boxShadow: theme.shadows.md, border: `1px solid ${theme.colors.neutral[100]}` },
});

const paddings = (theme: Theme) => ({
  none: 0,
  sm: theme.space[3],
  md: theme.space[5],
  lg: theme.space[8],
});

export const CardRoot = styled.div<{ $elevation: CardElevation; $padding: CardPadding }>(
  ({ theme, $elevation, $padding }) => ({
    display: 'flex',
    flexDirection: 'column',
    gap: theme.space[4],
    padding: paddings(theme)[$padding],
    borderRadius: theme.radii.lg,
    background: theme.colors.surface,
    ...elevations(theme)[$elevation],
  }),
);

export const HeaderRoot = styled.header`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export const HeaderText = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

export const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const FooterRoot = styled.footer<{ $align: 'start' | 'end' | 'between' }>`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  justify-content: ${({ $align }) =>
    $align === 'between' ? 'space-between' : $align === 'end' ? 'flex-end' : 'flex-start'};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
