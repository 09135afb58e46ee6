import Root, { iconButtonVariants, type IconButtonVariant } from './icon-button.svelte';

export { Root, Root as IconButton, iconButtonVariants, type IconButtonVariant };
