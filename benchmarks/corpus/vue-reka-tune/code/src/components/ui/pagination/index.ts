export { default as Pagination } from "./Pagination.vue"
