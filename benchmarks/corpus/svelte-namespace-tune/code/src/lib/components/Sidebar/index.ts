// import * as Sidebar from "$lib/components/Sidebar"  →  <Sidebar.Root>, <Sidebar.Group>, <Sidebar.Item>
export { default as Root } from "./SidebarRoot.svelte";
export { default as Group } from "./SidebarGroup.svelte";
export { default as Item } from "./SidebarItem.svelte";
