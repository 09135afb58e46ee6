import { IconButton } from "../IconButton/IconButton";
import styles from "./Pagination.module.css";

interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Shows "Page 2 of 7" between the arrows. */
  showLabel?: boolean;
}

export function Pagination({ page, pageCount, onPageChange, showLabel = true }: PaginationProps) {
  return (
    <nav className={styles.pagination} aria-label="Pagination">
      <IconButton icon="chevron-down" label="Previous page" disabled={page <= 1} onClick={() => onPageChange(page - 1)} />
      {showLabel && <span>Page {page} of {pageCount}</span>}
      <IconButton icon="chevron-down" label="Next page" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)} />
    </nav>
  );
}
