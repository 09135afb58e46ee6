export { default as Root } from "./DialogRoot.svelte";
export { default as Content } from "./DialogContent.svelte";
export { default as Close } from "./DialogClose.svelte";
export type {
  DialogRootProps,
  DialogContentProps,
  DialogCloseProps,
  DialogContext,
} from "./types.js";
