import Root, { buttonVariants, type ButtonSize, type ButtonVariant } from './button.svelte';

export {
	Root,
	Root as Button,
	buttonVariants,
	type ButtonSize,
	type ButtonVariant
};
