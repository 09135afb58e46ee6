import { forwardRef, type HTMLAttributes } from 'react';
import clsx from 'clsx';
import { CardHeader } from './CardHeader';
import { CardBody } from './CardBody';
import { CardFooter } from './CardFooter';
import styles from './Card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Drop shadow instead of a border. */
  elevated?: boolean;
  padding?: 'none' | 'sm' | 'md' | 'lg';
  as?: 'section' | 'article' | 'div';
}

const CardRoot = forwardRef<HTMLElement, CardProps>(function Card(
  { elevated = false, padding = 'md', as: Component = 'section', className, ...rest },
  ref,
) {
  return (
    <Component
      ref={ref as never}
      className={clsx(styles.card, elevated && styles.elevated, styles[`padding-${padding}`], className)}
      {...rest}
    />
  );
});

/** A surface grouping related content. Parts: `Card.Header`, `Card.Body`, `Card.Footer`. */
export const Card = Object.assign(CardRoot, {
  Header: CardHeader,
  Body: CardBody,
  Footer: CardFooter,
});
