import type { HTMLAttributes } from "svelte/elements";

export interface DateStripDay {
  /** ISO date ("2026-01-12"). */
  date: string;
  weekday: string;
  day: number;
  disabled?: boolean;
}

export interface DateStripProps extends Omit<HTMLAttributes<HTMLDivElement>, "onchange"> {
  days: DateStripDay[];
  /** ISO date of the selected day. */
  value?: string;
  onchange?: (date: string) => void;
}
