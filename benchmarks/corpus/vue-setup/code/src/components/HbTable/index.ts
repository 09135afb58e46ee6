export { default as HbTable } from "./HbTable.vue";
export { default as HbTableRow } from "./HbTableRow.vue";
export { default as HbTableCell } from "./HbTableCell.vue";
