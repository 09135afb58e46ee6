import { getContext, setContext } from "svelte";

const TABS = Symbol("sprout-tabs");

export interface TabsContext {
  readonly value: string;
  readonly orientation: "horizontal" | "vertical";
  select(value: string): void;
  triggerId(value: string): string;
  panelId(value: string): string;
}

export function setTabsContext(context: TabsContext): TabsContext {
  return setContext(TABS, context);
}

export function getTabsContext(): TabsContext {
  const context = getContext<TabsContext | undefined>(TABS);
  if (!context) throw new Error("Tabs parts must be used inside <Tabs.Root>");
  return context;
}
