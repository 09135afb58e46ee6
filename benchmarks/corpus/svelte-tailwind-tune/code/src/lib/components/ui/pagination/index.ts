import Root from './pagination.svelte';

export { Root, Root as Pagination };
