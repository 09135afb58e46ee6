import Root from './sidebar.svelte';
import Item from './sidebar-item.svelte';
import Group from './sidebar-group.svelte';

export {
	Root,
	Item,
	Group,
	//
	Root as Sidebar,
	Item as SidebarItem,
	Group as SidebarGroup
};
