// import * as Tabs from "$lib/components/Tabs"
// <Tabs.Root bind:value> <Tabs.List> <Tabs.Trigger value="a">A</Tabs.Trigger> </Tabs.List> <Tabs.Content value="a">…</Tabs.Content> </Tabs.Root>
export { default as Root } from "./TabsRoot.svelte";
export { default as List } from "./TabsList.svelte";
export { default as Trigger } from "./TabsTrigger.svelte";
export { default as Content } from "./TabsContent.svelte";
