import { forwardRef, useEffect, type HTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import { CheckIcon } from '../../icons/CheckIcon';
import { CloseIcon } from '../../icons/CloseIcon';
import styles from './Toast.module.css';

export interface ToastProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  tone?: 'neutral' | 'success' | 'danger';
  /** Milliseconds before it closes itself; 0 keeps it open. */
  duration?: number;
  action?: ReactNode;
}

/** A floating, self-dismissing notification (booking confirmed, payment failed). */
export const Toast = forwardRef<HTMLDivElement, ToastProps>(function Toast(
  { open, onOpenChange, title, description, tone = 'neutral', duration = 5000, action, className, ...rest },
  ref,
) {
  useEffect(() => {
    if (!open || duration === 0) return undefined;
    const timer = window.setTimeout(() => onOpenChange(false), duration);
    return () => window.clearTimeout(timer);
  }, [open, duration, onOpenChange]);

  if (!open) return null;
  return (
    <div ref={ref} role="status" aria-live="polite" data-state="open" className={clsx(styles.toast, styles[tone], className)} {...rest}>
      {tone === 'success' ? <CheckIcon size="sm" /> : null}
      <div className={styles.body}>
        <p className={styles.title}>{title}</p>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {action}
      <button type="button" className={styles.close} aria-label="Close" onClick={() => onOpenChange(false)}>
        <CloseIcon size="sm" />
      </button>
    </div>
  );
});
