import { forwardRef, type HTMLAttributes } from 'react';
import clsx from 'clsx';
import { StarIcon } from '../../icons/StarIcon';
import styles from './Rating.module.css';

export interface RatingProps extends HTMLAttributes<HTMLSpanElement> {
  /** Average score, e.g. 4.6. */
  value: number;
  max?: number;
  /** Number of reviews, shown as "(112)". */
  count?: number;
  size?: 'sm' | 'md';
}

/** A compact, read-only score: one star, the average and the review count. */
export const Rating = forwardRef<HTMLSpanElement, RatingProps>(function Rating(
  { value, max = 5, count, size = 'sm', className, ...rest },
  ref,
) {
  return (
    <span
      ref={ref}
      className={clsx(styles.rating, styles[size], className)}
      aria-label={`Rated ${value} out of ${max}${count !== undefined ? ` from ${count} reviews` : ''}`}
      {...rest}
    >
      <StarIcon size={size === 'sm' ? 'xs' : 'sm'} className={styles.star} />
      <span className={styles.value}>{value.toFixed(1)}</span>
      {count !== undefined ? <span className={styles.count}>({count})</span> : null}
    </span>
  );
});
