import type { Snippet } from "svelte";
import type { HTMLAttributes } from "svelte/elements";

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Document level: h1 to h4. The size follows the level unless `size` says otherwise. */
  level?: 1 | 2 | 3 | 4;
  size?: "small" | "medium" | "large" | "xlarge";
  children?: Snippet;
}
