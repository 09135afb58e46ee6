import Root, { tagVariants, type TagColor } from './tag.svelte';

export { Root, Root as Tag, tagVariants, type TagColor };
