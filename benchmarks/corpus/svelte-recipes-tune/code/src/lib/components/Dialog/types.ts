import type { Snippet } from "svelte";
import type { HTMLAttributes } from "svelte/elements";

export interface DialogRootProps {
  open?: boolean;
  onclose?: () => void;
  children: Snippet;
}

export interface DialogContentProps extends HTMLAttributes<HTMLDivElement> {
  title: string;
  description?: string;
  size?: "small" | "medium" | "large";
  /** Action row, usually two Buttons. */
  footer?: Snippet;
  /** The body. */
  children?: Snippet;
}

export interface DialogCloseProps {
  label?: string;
}

export interface DialogContext {
  readonly open: boolean;
  close(): void;
}
