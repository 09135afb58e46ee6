export { default as HbSidebar } from "./HbSidebar.vue";
export { default as HbNavItem } from "./HbNavItem.vue";
export { default as HbNavSection } from "./HbNavSection.vue";
