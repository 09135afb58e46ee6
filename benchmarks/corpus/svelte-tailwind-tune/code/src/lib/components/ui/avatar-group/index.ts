import Root from './avatar-group.svelte';

export { Root, Root as AvatarGroup };
