import { forwardRef, type ButtonHTMLAttributes, type ReactElement } from 'react';
import clsx from 'clsx';
import styles from './IconButton.module.css';

export type IconButtonVariant = 'solid' | 'outline' | 'ghost';
export type IconButtonSize = 'sm' | 'md' | 'lg';

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The only content: an icon element, e.g. `icon={<BellIcon />}`. */
  icon: ReactElement;
  /** Required: an icon-only button has no visible label. */
  'aria-label': string;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
  /** Shows a small dot in the corner (unread notifications). */
  showIndicator?: boolean;
}

/** A square button holding a single icon. Use `Button` with `leftIcon` when there is a label. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, variant = 'ghost', size = 'md', showIndicator = false, disabled = false, type = 'button', className, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={clsx(styles.iconButton, styles[variant], styles[size], className)}
      disabled={disabled}
      {...rest}
    >
      {icon}
      {showIndicator ? <span className={styles.indicator} aria-hidden /> : null}
    </button>
  );
});
