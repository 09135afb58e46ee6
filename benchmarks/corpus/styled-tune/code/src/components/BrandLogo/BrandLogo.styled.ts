import styled from 'styled-components';

export const LogoRoot = styled.a<{ $tone: 'default' | 'inverse' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ $tone, theme }) => ($tone === 'inverse' ? theme.colors.textInverse : theme.colors.brand)};
  text-decoration: none;
`;

export const Mark = styled.svg`
  width: 28px;
  height: 28px;
`;

export const Wordmark = styled.span`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.02em;
`;
