import { forwardRef, type HTMLAttributes } from 'react';
import clsx from 'clsx';
import styles from './ProgressBar.module.css';

export interface ProgressBarProps extends HTMLAttributes<HTMLDivElement> {
  value: number;
  max?: number;
  label?: string;
  /** Prints the percentage at the end of the label row. */
  showValue?: boolean;
  tone?: 'brand' | 'warning' | 'danger';
}

export const ProgressBar = forwardRef<HTMLDivElement, ProgressBarProps>(function ProgressBar(
  { value, max = 100, label, showValue = false, tone = 'brand', className, ...rest },
  ref,
) {
  const percent = Math.round((Math.min(Math.max(value, 0), max) / max) * 100);
  return (
    <div ref={ref} className={clsx(styles.progress, className)} {...rest}>
      {label || showValue ? (
        <div className={styles.labelRow}>
          {label ? <span className={styles.label}>{label}</span> : null}
          {showValue ? <span className={styles.value}>{percent}%</span> : null}
        </div>
      ) : null}
      <div
        className={styles.track}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-label={label}
      >
        <div className={clsx(styles.fill, styles[tone])} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
});
