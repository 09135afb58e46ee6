export { default as Tag } from "./Tag.vue"
