import type { Snippet } from "svelte";
import type { HTMLAttributes } from "svelte/elements";

export interface AvatarGroupProps extends HTMLAttributes<HTMLDivElement> {
  /** People not shown; renders a "+N" bubble after the avatars. */
  overflow?: number;
  /** The <Avatar>s to stack. */
  children: Snippet;
}
