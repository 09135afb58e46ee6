import { forwardRef, useState, type HTMLAttributes } from 'react';
import { AvatarImage, AvatarRoot, type AvatarSize } from './Avatar.styled';

export interface AvatarProps extends HTMLAttributes<HTMLSpanElement> {
  src?: string;
  alt?: string;
  /** Shown when there is no image, or it fails to load. */
  initials?: string;
  size?: AvatarSize;
}

export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(
  { src, alt = '', initials, size = 'md', ...rest },
  ref,
) {
  const [broken, setBroken] = useState(false);
  return (
    <AvatarRoot ref={ref} $size={size} {...rest}>
      {src && !broken ? (
        <AvatarImage src={src} alt={alt} onError={() => setBroken(true)} />
      ) : (
        <span aria-label={alt || undefined}>{initials?.slice(0, 2)}</span>
      )}
    </AvatarRoot>
  );
});
