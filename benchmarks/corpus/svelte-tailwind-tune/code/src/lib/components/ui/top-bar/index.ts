import Root from './top-bar.svelte';

export { Root, Root as TopBar };
