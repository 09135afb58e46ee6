import type { HTMLAttributes } from "svelte/elements";

export interface BreadcrumbItem {
  label: string;
  /** Omitted for the current page. */
  href?: string;
}

export interface BreadcrumbsProps extends HTMLAttributes<HTMLElement> {
  items: BreadcrumbItem[];
}
