export { default as Root } from "./RadioGroupRoot.svelte";
export { default as Item } from "./RadioGroupItem.svelte";
export type {
  RadioGroupRootProps,
  RadioGroupItemProps,
  RadioGroupContext,
} from "./types.js";
