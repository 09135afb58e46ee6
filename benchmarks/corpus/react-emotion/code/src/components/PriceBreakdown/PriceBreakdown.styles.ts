import styled from '@emotion/styled';
import type { PriceBreakdownRowVariant } from './PriceBreakdownRow';

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

export const Rows = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
`;

export const Row = styled.div<{ $variant: PriceBreakdownRowVariant }>(({ theme, $variant }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  gap: theme.space[4],
  fontSize: $variant === 'total' ? theme.fontSizes.lg : theme.fontSizes.sm,
  fontWeight: $variant === 'total' ? theme.fontWeights.bold : theme.fontWeights.regular,
  color: $variant === 'discount' ? theme.colors.success.fg : theme.colors.text.primary,
  ...($variant === 'total' && {
    paddingTop: theme.space[3],
    marginTop: theme.space[1],
    borderTop: `1px solid ${theme.colors.border}`,
  }),
  dt: { margin: 0 },
  dd: { margin: 0, fontVariantNumeric: 'tabular-nums' },
}));
