// import { Tabs } from "@fermata/ui" → <Tabs.Root bind:value>, <Tabs.List>, <Tabs.Trigger value>, <Tabs.Content value>
export { default as Root } from "./TabsRoot.svelte";
export { default as List } from "./TabsList.svelte";
export { default as Trigger } from "./TabsTrigger.svelte";
export { default as Content } from "./TabsContent.svelte";
