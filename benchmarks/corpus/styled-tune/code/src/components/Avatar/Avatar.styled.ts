import styled from 'styled-components';

export type AvatarSize = 'sm' | 'md' | 'lg';

const px: Record<AvatarSize, number> = { sm: 24, md: 32, lg: 48 };

export const AvatarRoot = styled.span<{ $size: AvatarSize }>`
  display: inline-grid;
  place-items: center;
  width: ${({ $size }) => px[$size]}px;
  height: ${({ $size }) => px[$size]}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.brandSubtle};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ $size }) => Math.round(px[$size] * 0.4)}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
`;

export const AvatarImage = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;
