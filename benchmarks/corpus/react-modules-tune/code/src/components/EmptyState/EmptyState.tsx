import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import styles from './EmptyState.module.css';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title: string;
  description?: string;
  /** An illustration or large icon above the title. */
  illustration?: ReactNode;
  /** The way out, usually a `Button`. */
  action?: ReactNode;
}

export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { title, description, illustration, action, className, ...rest },
  ref,
) {
  return (
    <div ref={ref} className={clsx(styles.emptyState, className)} {...rest}>
      {illustration ? <div className={styles.illustration}>{illustration}</div> : null}
      <h3 className={styles.title}>{title}</h3>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
});
