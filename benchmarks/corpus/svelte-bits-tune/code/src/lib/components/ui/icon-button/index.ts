import Root, { iconButtonVariants, type IconButtonProps } from "./icon-button.svelte";

export { Root, Root as IconButton, iconButtonVariants, type IconButtonProps };
