// Sprout garden UI: the one entry point apps import from ("$lib" / "@sprout/garden-ui").

export { default as Icon, iconNames, type IconName } from "./components/Icon.svelte";
export {
  default as Button,
  buttonVariants,
  buttonVariantNames,
  type ButtonVariant,
  type ButtonSize,
} from "./components/Button.svelte";
export { default as IconButton, type IconButtonVariant } from "./components/IconButton.svelte";
export { default as Badge, badgeTones, type BadgeTone } from "./components/Badge.svelte";
export { default as Tag } from "./components/Tag.svelte";

// Forms
export { default as TextInput } from "./components/TextInput.svelte";
export { default as SearchField } from "./components/SearchField.svelte";
export { default as Select } from "./components/Select.svelte";
export { default as NativeSelect } from "./components/NativeSelect.svelte";
export { default as Checkbox } from "./components/Checkbox.svelte";
export { default as Switch } from "./components/Switch.svelte";
export { default as QuantityStepper } from "./components/QuantityStepper.svelte";

// Surfaces and shop
export { default as Card, type CardVariant } from "./components/Card.svelte";
export { default as CardHeader } from "./components/CardHeader.svelte";
export { default as ProductCard } from "./components/ProductCard.svelte";
/** @deprecated use ProductCard */
export { default as LegacyProductTile } from "./components/LegacyProductTile.svelte";
export { default as Rating } from "./components/Rating.svelte";
export { default as PriceTag } from "./components/PriceTag.svelte";
export { default as Avatar } from "./components/Avatar.svelte";

// Feedback
export { default as Alert, type AlertTone } from "./components/Alert.svelte";
export { default as Toast } from "./components/Toast.svelte";
export { default as ProgressBar } from "./components/ProgressBar.svelte";
export { default as EmptyState } from "./components/EmptyState.svelte";
export { default as Tooltip } from "./components/Tooltip.svelte";
export { default as Modal } from "./components/Modal.svelte";

// Navigation and layout
export { default as Pagination } from "./components/Pagination.svelte";
export { default as SiteHeader, siteSections, type SiteSection } from "./components/SiteHeader.svelte";
export { default as SiteFooter } from "./components/SiteFooter.svelte";

// Planner
export { default as CalendarDay } from "./components/CalendarDay.svelte";
export { default as TaskItem, taskIcons, type TaskKind } from "./components/TaskItem.svelte";

// Compound components: `import * as Tabs from ".../tabs"` gives Tabs.Root, Tabs.List, ...
export * as Tabs from "./components/tabs/index.js";
export * as Accordion from "./components/accordion/index.js";
export * as Breadcrumb from "./components/breadcrumb/index.js";
export { TabsList, TabsTrigger, TabsContent } from "./components/tabs/index.js";
export { AccordionItem } from "./components/accordion/index.js";
export { BreadcrumbItem } from "./components/breadcrumb/index.js";
