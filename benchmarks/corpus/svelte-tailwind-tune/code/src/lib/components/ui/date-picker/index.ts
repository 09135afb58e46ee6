import Root from './date-picker.svelte';

export { Root, Root as DatePicker };
