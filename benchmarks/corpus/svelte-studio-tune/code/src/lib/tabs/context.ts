import { getContext, setContext } from "svelte";

const KEY = Symbol("fermata.tabs");

export interface TabsContext {
	readonly value: string;
	readonly id: string;
	select(value: string): void;
}

export function setTabsContext(context: TabsContext) {
	setContext(KEY, context);
}

export function getTabsContext(): TabsContext {
	const context = getContext<TabsContext | undefined>(KEY);
	if (!context) throw new Error("Tabs.List, Tabs.Trigger and Tabs.Content must be inside <Tabs.Root>");
	return context;
}
