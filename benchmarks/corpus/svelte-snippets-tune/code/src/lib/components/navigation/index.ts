export { default as TopBar } from "./TopBar.svelte";
export { default as NavLink } from "./NavLink.svelte";
export { default as Tabs } from "./Tabs.svelte";
export { default as TabItem } from "./TabItem.svelte";
export { default as Breadcrumbs } from "./Breadcrumbs.svelte";
export { default as Pagination } from "./Pagination.svelte";
