import Root, { avatarVariants, type AvatarSize } from './avatar.svelte';

export { Root, Root as Avatar, avatarVariants, type AvatarSize };
