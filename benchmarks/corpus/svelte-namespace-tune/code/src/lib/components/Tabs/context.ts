import { getContext, setContext } from "svelte";

const KEY = Symbol("tabs");

export interface TabsContext {
  /** The value of the selected trigger. */
  readonly value: string | undefined;
  readonly baseId: string;
  select(value: string): void;
}

export function setTabsContext(context: TabsContext): TabsContext {
  return setContext(KEY, context);
}

export function getTabsContext(): TabsContext {
  const context = getContext<TabsContext | undefined>(KEY);
  if (!context) throw new Error("Tabs parts must be used inside <Tabs.Root>");
  return context;
}
