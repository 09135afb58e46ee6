export { default as Pagination } from "./Pagination.svelte";
export type { PaginationProps } from "./types.js";
