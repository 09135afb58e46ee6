export { default as AvatarGroup } from "./AvatarGroup.svelte";
export type { AvatarGroupProps } from "./types.js";
