// import * as Menu from "$lib/components/Menu"
// <Menu.Root> <Menu.Trigger>{#snippet children(props)}…{/snippet}</Menu.Trigger> <Menu.Content> <Menu.Item>…</Menu.Item> <Menu.Separator /> </Menu.Content> </Menu.Root>
export { default as Root } from "./MenuRoot.svelte";
export { default as Trigger } from "./MenuTrigger.svelte";
export { default as Content } from "./MenuContent.svelte";
export { default as Item } from "./MenuItem.svelte";
export { default as Separator } from "./MenuSeparator.svelte";
export type { MenuTriggerProps } from "./context";
