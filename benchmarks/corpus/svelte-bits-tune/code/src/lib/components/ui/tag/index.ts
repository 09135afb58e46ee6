import Root from "./tag.svelte";

export { Root, Root as Tag };
