import { forwardRef, type HTMLAttributes } from 'react';
import clsx from 'clsx';
import styles from './Badge.module.css';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  /** `subtle`: tinted background; `solid`: filled, for counts and plan names. */
  variant?: 'subtle' | 'solid';
  /** Adds a leading status dot. */
  dot?: boolean;
}

/** A read-only status label. For removable or selectable filters use `Tag`. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { tone = 'neutral', variant = 'subtle', dot = false, className, children, ...rest },
  ref,
) {
  return (
    <span ref={ref} className={clsx(styles.badge, styles[tone], styles[variant], className)} {...rest}>
      {dot ? <span className={styles.dot} aria-hidden /> : null}
      {children}
    </span>
  );
});
