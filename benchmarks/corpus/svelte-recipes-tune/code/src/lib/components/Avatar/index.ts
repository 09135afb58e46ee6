export { default as Avatar } from "./Avatar.svelte";
export type { AvatarSize, AvatarProps } from "./types.js";
