import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import { InfoIcon } from '../../icons/InfoIcon';
import { CloseIcon } from '../../icons/CloseIcon';
import styles from './Alert.module.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone?: AlertTone;
  title?: ReactNode;
  /** Shows a close button that calls `onDismiss`. */
  dismissible?: boolean;
  onDismiss?: () => void;
}

/** An inline message in the page flow. For transient feedback use `Toast`. */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { tone = 'info', title, dismissible = false, onDismiss, className, children, ...rest },
  ref,
) {
  return (
    <div
      ref={ref}
      role={tone === 'danger' ? 'alert' : 'status'}
      className={clsx(styles.alert, styles[tone], className)}
      {...rest}
    >
      <InfoIcon size="md" className={styles.icon} />
      <div className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.message}>{children}</div> : null}
      </div>
      {dismissible ? (
        <button type="button" className={styles.dismiss} aria-label="Dismiss" onClick={onDismiss}>
          <CloseIcon size="sm" />
        </button>
      ) : null}
    </div>
  );
});
