// @harbor/ui — public entry. Import components from here, never from their files.
import "./styles/tokens.css";

export { default as HbAlert } from "./components/HbAlert.vue";
export { default as HbAvatar } from "./components/HbAvatar.vue";
export { default as HbBadge } from "./components/HbBadge.vue";
export { default as HbBreadcrumbs } from "./components/HbBreadcrumbs.vue";
export { default as HbButton } from "./components/HbButton.vue";
export { default as HbCarrierLogo } from "./components/HbCarrierLogo.vue";
export { default as HbCheckbox } from "./components/HbCheckbox.vue";
export { default as HbEmptyState } from "./components/HbEmptyState.vue";
export { default as HbIcon } from "./components/HbIcon.vue";
export { default as HbIconButton } from "./components/HbIconButton.vue";
export { default as HbKeyValue } from "./components/HbKeyValue.vue";
export { default as HbModal } from "./components/HbModal.vue";
export { default as HbNativeSelect } from "./components/HbNativeSelect.vue";
export { default as HbPagination } from "./components/HbPagination.vue";
export { default as HbProgressBar } from "./components/HbProgressBar.vue";
export { default as HbSearchField } from "./components/HbSearchField.vue";
export { default as HbSelect } from "./components/HbSelect.vue";
export { default as HbShipmentStatus } from "./components/HbShipmentStatus.vue";
export { default as HbSpinner } from "./components/HbSpinner.vue";
export { default as HbStatCard } from "./components/HbStatCard.vue";
export { default as HbSwitch } from "./components/HbSwitch.vue";
export { default as HbTag } from "./components/HbTag.vue";
export { default as HbTextField } from "./components/HbTextField.vue";
export { default as HbToast } from "./components/HbToast.vue";
export { default as HbTopBar } from "./components/HbTopBar.vue";

/** @deprecated use HbButton */
export { default as HbLegacyButton } from "./components/HbLegacyButton.vue";

export * from "./components/HbCard";
export * from "./components/HbSidebar";
export * from "./components/HbTable";
export * from "./components/HbTabs";
export * from "./components/HbTimeline";

export { icons } from "./icons";
export type { IconName } from "./icons";
export type { BadgeTone, BreadcrumbItem, CarrierCode, SelectOption, ShipmentStatus, TableColumn } from "./types";
