import Root from './search-input.svelte';

export { Root, Root as SearchInput };
