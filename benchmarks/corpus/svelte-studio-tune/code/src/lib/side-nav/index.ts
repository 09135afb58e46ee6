// import { SideNav } from "@fermata/ui" → <SideNav.Root>, <SideNav.Item href icon>, <SideNav.Section title>
export { default as Root } from "./SideNavRoot.svelte";
export { default as Item } from "./SideNavItem.svelte";
export { default as Section } from "./SideNavSection.svelte";
