/**
 * @shelfwise/ui — importing this module defines every element and re-exports the
 * classes. The CSS-only components live in `styles/components/*.css`; import them
 * from the app's stylesheet (`@import "@shelfwise/ui/styles/tag";`).
 */

export { UiIcon } from "./elements/icon.js";
export { UiButton } from "./elements/button.js";
export { UiIconButton } from "./elements/icon-button.js";
export { LegacyButton } from "./elements/legacy-button.js";

export { UiTextInput } from "./elements/text-input.js";
export { UiSearchField } from "./elements/search-field.js";
export { UiTextarea } from "./elements/textarea.js";
export { UiSelect } from "./elements/select.js";
export { UiSelectOption } from "./elements/select-option.js";
export { UiNativeSelect } from "./elements/native-select.js";
export { UiCheckbox } from "./elements/checkbox.js";
export { UiSwitch } from "./elements/switch.js";

export { UiTabs } from "./elements/tabs.js";
export { UiTab } from "./elements/tab.js";
export { UiTabPanel } from "./elements/tab-panel.js";
export { UiCard } from "./elements/card.js";
export { UiCardHeader } from "./elements/card-header.js";
export { UiBadge } from "./elements/badge.js";
export { UiAvatar } from "./elements/avatar.js";
export { UiRating } from "./elements/rating.js";
export { UiProgressBar } from "./elements/progress-bar.js";
export { UiEmptyState } from "./elements/empty-state.js";

export { UiModal } from "./elements/modal.js";
export { UiToast } from "./elements/toast.js";
export { UiTooltip } from "./elements/tooltip.js";

export { UiAppHeader } from "./elements/app-header.js";
export { UiNavLink } from "./elements/nav-link.js";
export { UiBreadcrumbs } from "./elements/breadcrumbs.js";
export { UiBreadcrumbItem } from "./elements/breadcrumb-item.js";
export { UiPagination } from "./elements/pagination.js";

export { UiBookCard } from "./elements/book-card.js";
