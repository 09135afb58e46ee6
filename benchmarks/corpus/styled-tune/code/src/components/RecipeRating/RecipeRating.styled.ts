import styled from 'styled-components';

export const RatingRoot = styled.div<{ $size: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ $size, theme }) => ($size === 'sm' ? theme.fontSizes.xs : theme.fontSizes.sm)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Stars = styled.span`
  display: inline-flex;
  gap: 1px;
`;

export const Star = styled.svg<{ $filled: boolean; $px: number }>`
  width: ${({ $px }) => $px}px;
  height: ${({ $px }) => $px}px;
  fill: ${({ $filled, theme }) => ($filled ? theme.colors.star : theme.colors.surfaceSunken)};
`;

export const Count = styled.span`
  font-variant-numeric: tabular-nums;
`;
