import type { HTMLAttributes } from "svelte/elements";

export type AvatarSize = "xsmall" | "small" | "medium" | "large";

export interface AvatarProps extends HTMLAttributes<HTMLSpanElement> {
  src?: string;
  /** Shown when there is no image (or it fails to load). */
  initials?: string;
  alt?: string;
  /** 24, 32, 40 and 56 px. */
  size?: AvatarSize;
}
