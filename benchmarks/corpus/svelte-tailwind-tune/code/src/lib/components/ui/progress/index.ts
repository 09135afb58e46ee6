import Root, { progressVariants, type ProgressTone } from './progress.svelte';

export { Root, Root as Progress, progressVariants, type ProgressTone };
