import Root from './Sidebar.svelte';
import Item from './SidebarItem.svelte';

export { Root, Item, Root as Sidebar, Item as SidebarItem };
