import Root from './empty-state.svelte';

export { Root, Root as EmptyState };
