import type { HTMLAttributes } from "svelte/elements";

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, "onchange"> {
  /** One-based current page. */
  page: number;
  pageCount: number;
  /** Page numbers shown either side of the current one. */
  siblings?: number;
  onchange?: (page: number) => void;
}
