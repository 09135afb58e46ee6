export { default as HbCard } from "./HbCard.vue";
export { default as HbCardHeader } from "./HbCardHeader.vue";
export { default as HbCardFooter } from "./HbCardFooter.vue";
