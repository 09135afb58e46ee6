import type { Snippet } from "svelte";
import type { HTMLAttributes } from "svelte/elements";

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Shadow instead of a border. */
  elevated?: boolean;
  padding?: "none" | "small" | "medium" | "large";
  /** Hover lift for cards that are links. */
  interactive?: boolean;
  as?: "article" | "section" | "div" | "a";
  href?: string;
  children?: Snippet;
}

export interface CardHeaderProps extends HTMLAttributes<HTMLDivElement> {
  title: string;
  subtitle?: string;
  /** Right-aligned slot, e.g. a small Button. */
  action?: Snippet;
}

export interface CardFooterProps extends HTMLAttributes<HTMLDivElement> {
  align?: "start" | "end" | "between";
  children: Snippet;
}
