import styled from '@emotion/styled';
import type { PriceSize } from './Price';

const amountSizes = { sm: 'md', md: 'xl', lg: 'xxl' } as const;

export const PriceRoot = styled.div`
  display: inline-flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

export const Amount = styled.span<{ $size: PriceSize }>`
  font-size: ${({ theme, $size }) => theme.fontSizes[amountSizes[$size]]};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

export const Original = styled.s`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger.fg};
`;

export const Period = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;
