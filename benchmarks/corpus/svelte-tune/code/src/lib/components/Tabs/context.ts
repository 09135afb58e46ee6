import { getContext, setContext } from 'svelte';

const KEY = Symbol('tabs');

export interface TabsContext {
	readonly value: string;
	readonly id: string;
	select(value: string): void;
}

export function setTabsContext(context: TabsContext): void {
	setContext(KEY, context);
}

export function getTabsContext(): TabsContext {
	const context = getContext<TabsContext | undefined>(KEY);
	if (!context) throw new Error('Tabs parts must be used inside <Tabs.Root>');
	return context;
}
