import styled from '@emotion/styled';

export const Root = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Score = styled.span<{ $size: 'sm' | 'md' }>(({ theme, $size }) => ({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: $size === 'sm' ? 28 : 36,
  height: $size === 'sm' ? 24 : 32,
  borderRadius: `${theme.radii.md} ${theme.radii.md} ${theme.radii.md} 0`,
  background: theme.colors.brand[700],
  color: theme.colors.text.inverse,
  fontSize: $size === 'sm' ? theme.fontSizes.xs : theme.fontSizes.sm,
  fontWeight: theme.fontWeights.bold,
}));

export const Words = styled.span`
  display: flex;
  flex-direction: column;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  small {
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;
