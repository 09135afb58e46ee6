import { forwardRef, type HTMLAttributes } from 'react';
import clsx from 'clsx';
import { ArrowLeftIcon } from '../../icons/ArrowLeftIcon';
import { ArrowRightIcon } from '../../icons/ArrowRightIcon';
import styles from './Pagination.module.css';

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** The current page, 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Pages shown on each side of the current one before an ellipsis. */
  siblingCount?: number;
}

function range(page: number, pageCount: number, siblingCount: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  const start = Math.max(2, page - siblingCount);
  const end = Math.min(pageCount - 1, page + siblingCount);
  pages.push(1);
  if (start > 2) pages.push('gap');
  for (let current = start; current <= end; current += 1) pages.push(current);
  if (end < pageCount - 1) pages.push('gap');
  if (pageCount > 1) pages.push(pageCount);
  return pages;
}

export const Pagination = forwardRef<HTMLElement, PaginationProps>(function Pagination(
  { page, pageCount, onPageChange, siblingCount = 1, className, ...rest },
  ref,
) {
  return (
    <nav ref={ref} aria-label="Pagination" className={clsx(styles.pagination, className)} {...rest}>
      <button type="button" className={styles.step} disabled={page <= 1} onClick={() => onPageChange(page - 1)} aria-label="Previous page">
        <ArrowLeftIcon size="sm" />
      </button>
      {range(page, pageCount, siblingCount).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} className={styles.gap}>
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className={styles.page}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onPageChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <button type="button" className={styles.step} disabled={page >= pageCount} onClick={() => onPageChange(page + 1)} aria-label="Next page">
        <ArrowRightIcon size="sm" />
      </button>
    </nav>
  );
});
