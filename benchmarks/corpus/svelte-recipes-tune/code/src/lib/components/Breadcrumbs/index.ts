export { default as Breadcrumbs } from "./Breadcrumbs.svelte";
export type { BreadcrumbItem, BreadcrumbsProps } from "./types.js";
