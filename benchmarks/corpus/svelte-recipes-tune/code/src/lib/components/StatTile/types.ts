import type { HTMLAttributes } from "svelte/elements";

export interface StatTileProps extends HTMLAttributes<HTMLDivElement> {
  label: string;
  /** Already formatted ("14", "620 min"). */
  value: string;
  /** Change against last period, in percent; renders the trend badge. */
  delta?: number;
  /** A falling number is good news (resting heart rate, pace). */
  invertTrend?: boolean;
  hint?: string;
}
