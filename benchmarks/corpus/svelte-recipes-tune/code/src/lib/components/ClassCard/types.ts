import type { HTMLAttributes } from "svelte/elements";

export type ClassLevel = "beginner" | "intermediate" | "advanced";
export type ClassStatus = "open" | "booked" | "waitlist";

export interface ClassCardProps extends HTMLAttributes<HTMLElement> {
  title: string;
  studio: string;
  /** Start time, already formatted ("7:00 AM"). */
  time: string;
  /** Length in minutes. */
  duration: number;
  instructor: string;
  level?: ClassLevel;
  spotsLeft?: number;
  status?: ClassStatus;
  onbook?: () => void;
}
