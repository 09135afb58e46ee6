import Root from './tooltip.svelte';

export { Root, Root as Tooltip };
