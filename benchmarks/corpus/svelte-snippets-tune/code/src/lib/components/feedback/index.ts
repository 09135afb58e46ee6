export { default as Alert } from "./Alert.svelte";
export { default as Toast } from "./Toast.svelte";
export { default as Badge } from "./Badge.svelte";
export { default as Tag } from "./Tag.svelte";
export { default as Spinner } from "./Spinner.svelte";
export { default as EmptyState } from "./EmptyState.svelte";
export { default as Modal } from "./Modal.svelte";
export { default as Tooltip } from "./Tooltip.svelte";
