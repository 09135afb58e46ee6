// import * as Dialog from "$lib/components/Dialog"
// <Dialog.Root bind:open> <Dialog.Content> <Dialog.Header title=… /> … <Dialog.Footer>…</Dialog.Footer> </Dialog.Content> </Dialog.Root>
export { default as Root } from "./DialogRoot.svelte";
export { default as Content } from "./DialogContent.svelte";
export { default as Header } from "./DialogHeader.svelte";
export { default as Footer } from "./DialogFooter.svelte";
