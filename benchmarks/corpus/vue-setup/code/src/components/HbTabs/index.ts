export { default as HbTabs } from "./HbTabs.vue";
export { default as HbTab } from "./HbTab.vue";
export type { TabsContext } from "./context";
