export { default as Dialog } from "./Dialog.svelte";
