import { getContext, setContext } from 'svelte';

export type TabsVariant = 'underline' | 'pills';

export type TabsContext = {
	readonly value: string;
	readonly variant: TabsVariant;
	select(value: string): void;
};

const KEY = Symbol('tabs');

export function setTabsContext(context: TabsContext): TabsContext {
	return setContext(KEY, context);
}

export function getTabsContext(): TabsContext {
	const context = getContext<TabsContext | undefined>(KEY);
	if (!context) throw new Error('Tabs parts must be used inside <Tabs.Root>');
	return context;
}
