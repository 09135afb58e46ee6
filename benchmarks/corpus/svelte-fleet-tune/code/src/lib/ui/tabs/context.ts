import { getContext, setContext } from "svelte";

const key = Symbol("tabs");

export interface TabsContext {
	readonly value: string | undefined;
	readonly variant: "line" | "pill";
	select(value: string): void;
}

export function setTabsContext(context: TabsContext): TabsContext {
	return setContext(key, context);
}

export function getTabsContext(): TabsContext {
	const context = getContext<TabsContext | undefined>(key);
	if (!context) throw new Error("<Tabs.Trigger> must be inside <Tabs.Root>");
	return context;
}
