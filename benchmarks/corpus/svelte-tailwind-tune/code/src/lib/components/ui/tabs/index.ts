import Root from './tabs.svelte';
import List from './tabs-list.svelte';
import Trigger from './tabs-trigger.svelte';
import Content from './tabs-content.svelte';

export {
	Root,
	List,
	Trigger,
	Content,
	//
	Root as Tabs,
	List as TabsList,
	Trigger as TabsTrigger,
	Content as TabsContent
};
export type { TabsVariant } from './context.js';
