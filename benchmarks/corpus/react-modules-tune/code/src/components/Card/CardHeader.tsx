import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import styles from './Card.module.css';

export interface CardHeaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Trailing slot, typically an `IconButton` or a small `Button`. */
  action?: ReactNode;
}

/** The title row of a `Card` (also available as `Card.Header`). */
export const CardHeader = forwardRef<HTMLDivElement, CardHeaderProps>(function CardHeader(
  { title, subtitle, action, className, ...rest },
  ref,
) {
  return (
    <div ref={ref} className={clsx(styles.header, className)} {...rest}>
      <div className={styles.headings}>
        <h3 className={styles.title}>{title}</h3>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
});
