import Root from './Tabs.svelte';
import List from './TabsList.svelte';
import Trigger from './TabsTrigger.svelte';
import Content from './TabsContent.svelte';

// Namespaced: `import * as Tabs from '@airwave/ui/tabs'` → <Tabs.Root>, <Tabs.List>, …
// Plain: `import { Tabs, TabsList, TabsTrigger } from '@airwave/ui'`.
export {
	Root,
	List,
	Trigger,
	Content,
	Root as Tabs,
	List as TabsList,
	Trigger as TabsTrigger,
	Content as TabsContent
};
