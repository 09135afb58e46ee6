import type { HTMLButtonAttributes } from "svelte/elements";

export interface DayChipProps extends HTMLButtonAttributes {
  /** Short weekday ("Mon"). */
  weekday: string;
  /** Day of the month. */
  day: number;
  selected?: boolean;
}
