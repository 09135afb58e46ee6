import { forwardRef, type HTMLAttributes } from 'react';
import clsx from 'clsx';
import styles from './Card.module.css';

export interface CardFooterProps extends HTMLAttributes<HTMLDivElement> {
  /** Where the footer's actions sit. */
  align?: 'start' | 'end' | 'between';
}

export const CardFooter = forwardRef<HTMLDivElement, CardFooterProps>(function CardFooter(
  { align = 'end', className, ...rest },
  ref,
) {
  return <div ref={ref} className={clsx(styles.footer, styles[`align-${align}`], className)} {...rest} />;
});
