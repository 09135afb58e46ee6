export { default as FormField } from "./FormField.vue"
