import { forwardRef, type HTMLAttributes } from 'react';
import clsx from 'clsx';
import styles from './Spinner.module.css';

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers. */
  label?: string;
}

export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { size = 'md', label = 'Loading', className, ...rest },
  ref,
) {
  return <span ref={ref} role="status" aria-label={label} className={clsx(styles.spinner, styles[size], className)} {...rest} />;
});
