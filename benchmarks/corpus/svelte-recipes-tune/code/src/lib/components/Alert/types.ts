import type { Snippet } from "svelte";
import type { HTMLAttributes } from "svelte/elements";

export type AlertTone = "info" | "success" | "warning" | "critical";

export interface AlertProps extends HTMLAttributes<HTMLDivElement> {
  tone?: AlertTone;
  title?: string;
  /** Shows a close button that fires `ondismiss`. */
  dismissible?: boolean;
  ondismiss?: () => void;
  /** The message. */
  children?: Snippet;
}
