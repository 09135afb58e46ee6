import styled from '@emotion/styled';

export const Stars = styled.span<{ $size: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ $size }) => ($size === 'sm' ? '1px' : '2px')};
  color: ${({ theme }) => theme.colors.star};
`;

export const Star = styled.span<{ $filled: boolean }>`
  display: inline-flex;
  color: ${({ theme, $filled }) => ($filled ? theme.colors.star : theme.colors.neutral[200])};

  svg path {
    fill: currentColor;
  }
`;

export const ReviewCount = styled.span`
  margin-left: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.text.secondary};
`;
