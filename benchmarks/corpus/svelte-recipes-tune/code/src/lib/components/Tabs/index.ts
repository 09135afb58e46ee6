export { default as Root } from "./TabsRoot.svelte";
export { default as List } from "./TabsList.svelte";
export { default as Trigger } from "./TabsTrigger.svelte";
export { default as Content } from "./TabsContent.svelte";
export type {
  TabsRootProps,
  TabsListProps,
  TabsTriggerProps,
  TabsContentProps,
  TabsContext,
} from "./types.js";
