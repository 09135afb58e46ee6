import { forwardRef, type HTMLAttributes } from 'react';
import clsx from 'clsx';
import styles from './Avatar.module.css';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export interface AvatarProps extends HTMLAttributes<HTMLSpanElement> {
  /** Photo URL; falls back to `initials` when missing or broken. */
  src?: string;
  alt?: string;
  /** One or two letters shown without a photo. */
  initials?: string;
  /** xs 24 · sm 32 · md 40 · lg 64 · xl 96 px. */
  size?: AvatarSize;
  status?: 'online' | 'away' | 'offline';
}

export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(
  { src, alt = '', initials, size = 'md', status, className, ...rest },
  ref,
) {
  return (
    <span ref={ref} className={clsx(styles.avatar, styles[size], className)} {...rest}>
      {src ? <img className={styles.image} src={src} alt={alt} /> : <span aria-hidden>{initials?.slice(0, 2)}</span>}
      {status ? <span className={clsx(styles.status, styles[status])} aria-label={status} /> : null}
    </span>
  );
});
