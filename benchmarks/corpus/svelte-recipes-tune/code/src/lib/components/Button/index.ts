export { default as Button } from "./Button.svelte";
export type {
  ButtonVariant,
  ButtonSize,
  ButtonProps,
} from "./types.js";
