import Root, { alertVariants, type AlertVariant } from './alert.svelte';

export { Root, Root as Alert, alertVariants, type AlertVariant };
