import Root from "./tabs.svelte";
import Trigger from "./tabs-trigger.svelte";

// `import * as Tabs from "$lib/ui/tabs"` → <Tabs.Root>, <Tabs.Trigger>;
// `import { Tabs, TabsTrigger } from "$lib/ui/tabs"` works too.
export { Root, Trigger, Root as Tabs, Trigger as TabsTrigger };
export type { TabsContext } from "./context";
