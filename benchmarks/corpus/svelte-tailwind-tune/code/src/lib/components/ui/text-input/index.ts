import Root, { textInputVariants, type TextInputSize } from './text-input.svelte';

export { Root, Root as TextInput, textInputVariants, type TextInputSize };
