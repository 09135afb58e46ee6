import { forwardRef, type ButtonHTMLAttributes, type ReactElement } from 'react';
import clsx from 'clsx';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual emphasis. `ghost` is the low-emphasis text button. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** An icon element drawn before the label, e.g. `leftIcon={<PlusIcon />}`. */
  leftIcon?: ReactElement;
  /** An icon element drawn after the label. */
  rightIcon?: ReactElement;
  /** Shows a spinner, keeps the width and blocks clicks. */
  loading?: boolean;
  /** Stretches the button to its container. */
  fullWidth?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    leftIcon,
    rightIcon,
    loading = false,
    fullWidth = false,
    disabled = false,
    type = 'button',
    className,
    children,
    ...rest
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={clsx(
        styles.button,
        styles[variant],
        styles[size],
        fullWidth && styles.fullWidth,
        loading && styles.loading,
        className,
      )}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-variant={variant}
      {...rest}
    >
      {leftIcon ? <span className={styles.icon}>{leftIcon}</span> : null}
      <span className={styles.label}>{children}</span>
      {rightIcon ? <span className={styles.icon}>{rightIcon}</span> : null}
      {loading ? <span className={styles.spinner} aria-hidden /> : null}
    </button>
  );
});
