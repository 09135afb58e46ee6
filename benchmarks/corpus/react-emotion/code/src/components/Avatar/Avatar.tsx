import styled from '@emotion/styled';

export type AvatarSize = 'sm' | 'md' | 'lg';

export interface AvatarProps {
  src?: string;
  /** Shown when there is no picture (or it fails to load). */
  initials?: string;
  alt?: string;
  size?: AvatarSize;
}

const pixels: Record<AvatarSize, number> = { sm: 32, md: 40, lg: 56 };

const Circle = styled.span<{ $size: AvatarSize }>(({ theme, $size }) => ({
  display: 'inline-grid',
  placeItems: 'center',
  width: pixels[$size],
  height: pixels[$size],
  borderRadius: '50%',
  overflow: 'hidden',
  background: theme.colors.sunset[100],
  color: theme.colors.sunset[600],
  fontSize: $size === 'lg' ? theme.fontSizes.lg : theme.fontSizes.sm,
  fontWeight: theme.fontWeights.semibold,
  img: { width: '100%', height: '100%', objectFit: 'cover' },
}));

export function Avatar({ src, initials, alt = '', size = 'md' }: AvatarProps) {
  return <Circle $size={size}>{src ? <img src={src} alt={alt} /> : <span aria-label={alt}>{initials}</span>}</Circle>;
}
