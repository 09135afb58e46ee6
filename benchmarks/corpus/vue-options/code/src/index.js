// @ledger/ui — Vue plugin and named exports.
//
//   import LedgerUI from "@ledger/ui";
//   app.use(LedgerUI);                       // registers <lg-button>, <lg-card>, ...
//   import { LgButton } from "@ledger/ui";   // or import one by name

import LgAlert from "./components/LgAlert.vue";
import LgAmountInput from "./components/LgAmountInput.vue";
import LgAvatar from "./components/LgAvatar.vue";
import LgBadge from "./components/LgBadge.vue";
import LgBreadcrumbs from "./components/LgBreadcrumbs.vue";
import LgButton from "./components/LgButton.vue";
import LgCard from "./components/LgCard.vue";
import LgCardHeader from "./components/LgCardHeader.vue";
import LgCheckbox from "./components/LgCheckbox.vue";
import LgCurrency from "./components/LgCurrency.js";
import LgDatePicker from "./components/LgDatePicker.vue";
import LgEmptyState from "./components/LgEmptyState.vue";
import LgIcon from "./components/LgIcon.js";
import LgIconButton from "./components/LgIconButton.vue";
import LgInvoiceStatus from "./components/LgInvoiceStatus.js";
import LgLegacyButton from "./components/LgLegacyButton.vue";
import LgModal from "./components/LgModal.vue";
import LgNativeSelect from "./components/LgNativeSelect.vue";
import LgNavItem from "./components/LgNavItem.vue";
import LgPageHeader from "./components/LgPageHeader.vue";
import LgPagination from "./components/LgPagination.js";
import LgSearchField from "./components/LgSearchField.js";
import LgSelect from "./components/LgSelect.vue";
import LgSidebarNav from "./components/LgSidebarNav.vue";
import LgSpinner from "./components/LgSpinner.js";
import LgStatCard from "./components/LgStatCard.vue";
import LgSwitch from "./components/LgSwitch.vue";
import LgTab from "./components/LgTab.vue";
import LgTable from "./components/LgTable.vue";
import LgTableRow from "./components/LgTableRow.vue";
import LgTabs from "./components/LgTabs.vue";
import LgTag from "./components/LgTag.vue";
import LgTextInput from "./components/LgTextInput.vue";
import LgTextarea from "./components/LgTextarea.vue";
import LgToast from "./components/LgToast.vue";
import LgTooltip from "./components/LgTooltip.vue";
import LgTopBar from "./components/LgTopBar.vue";

const components = {
  LgAlert,
  LgAmountInput,
  LgAvatar,
  LgBadge,
  LgBreadcrumbs,
  LgButton,
  LgCard,
  LgCardHeader,
  LgCheckbox,
  LgCurrency,
  LgDatePicker,
  LgEmptyState,
  LgIcon,
  LgIconButton,
  LgInvoiceStatus,
  LgLegacyButton,
  LgModal,
  LgNativeSelect,
  LgNavItem,
  LgPageHeader,
  LgPagination,
  LgSearchField,
  LgSelect,
  LgSidebarNav,
  LgSpinner,
  LgStatCard,
  LgSwitch,
  LgTab,
  LgTable,
  LgTableRow,
  LgTabs,
  LgTag,
  LgTextInput,
  LgTextarea,
  LgToast,
  LgTooltip,
  LgTopBar,
};

const LedgerUI = {
  install(app, options = {}) {
    const { exclude = [] } = options;
    Object.entries(components).forEach(([name, component]) => {
      if (!exclude.includes(name)) app.component(name, component);
    });
  },
};

export default LedgerUI;

export {
  LgAlert,
  LgAmountInput,
  LgAvatar,
  LgBadge,
  LgBreadcrumbs,
  LgButton,
  LgCard,
  LgCardHeader,
  LgCheckbox,
  LgCurrency,
  LgDatePicker,
  LgEmptyState,
  LgIcon,
  LgIconButton,
  LgInvoiceStatus,
  LgLegacyButton,
  LgModal,
  LgNativeSelect,
  LgNavItem,
  LgPageHeader,
  LgPagination,
  LgSearchField,
  LgSelect,
  LgSidebarNav,
  LgSpinner,
  LgStatCard,
  LgSwitch,
  LgTab,
  LgTable,
  LgTableRow,
  LgTabs,
  LgTag,
  LgTextInput,
  LgTextarea,
  LgToast,
  LgTooltip,
  LgTopBar,
};

export { default as sizeable, SIZES } from "./mixins/sizeable.js";
export { default as focusable } from "./mixins/focusable.js";
export { ICON_NAMES } from "./icons.js";
