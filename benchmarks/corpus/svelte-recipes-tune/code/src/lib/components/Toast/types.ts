import type { HTMLAttributes } from "svelte/elements";

export interface ToastProps extends HTMLAttributes<HTMLDivElement> {
  message: string;
  tone?: "neutral" | "success" | "critical";
  /** Label of the single action ("Undo"); omitted = no action. */
  actionLabel?: string;
  onaction?: () => void;
  /** ms before it hides itself; 0 keeps it. */
  duration?: number;
  onclose?: () => void;
}
