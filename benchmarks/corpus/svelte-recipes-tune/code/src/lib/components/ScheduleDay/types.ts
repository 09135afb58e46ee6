import type { Snippet } from "svelte";
import type { HTMLAttributes } from "svelte/elements";

export interface ScheduleDayProps extends HTMLAttributes<HTMLElement> {
  /** Day heading, already formatted ("Today · Mon 12"). */
  date: string;
  /** Number of classes, printed as "3 classes". */
  count?: number;
  /** The day's <ClassCard>s. */
  children: Snippet;
}
