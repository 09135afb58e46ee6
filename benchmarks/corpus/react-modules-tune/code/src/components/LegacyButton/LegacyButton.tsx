import { forwardRef, type ButtonHTMLAttributes } from 'react';
import clsx from 'clsx';
import styles from './LegacyButton.module.css';

export interface LegacyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  kind?: 'default' | 'primary' | 'link';
  small?: boolean;
}

/**
 * The v1 button, kept for the billing pages that still use the old look.
 * @deprecated Use `Button` (`variant`, `size`) for anything new.
 */
export const LegacyButton = forwardRef<HTMLButtonElement, LegacyButtonProps>(function LegacyButton(
  { kind = 'default', small = false, type = 'button', className, children, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={clsx(styles.legacyButton, styles[kind], small && styles.small, className)}
      {...rest}
    >
      {children}
    </button>
  );
});
