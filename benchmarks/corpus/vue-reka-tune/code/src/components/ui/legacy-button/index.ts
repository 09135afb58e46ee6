/** @deprecated Use `Button` from `@/components/ui/button`; kept for the old account pages. */
export { default as LegacyButton } from "./LegacyButton.vue"
