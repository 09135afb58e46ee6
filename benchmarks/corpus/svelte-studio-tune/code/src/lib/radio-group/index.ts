// import { RadioGroup } from "@fermata/ui" → <RadioGroup.Root bind:value label>, <RadioGroup.Item value label>
export { default as Root } from "./RadioGroupRoot.svelte";
export { default as Item } from "./RadioGroupItem.svelte";
