export { default as Checkbox } from "./Checkbox.vue"
