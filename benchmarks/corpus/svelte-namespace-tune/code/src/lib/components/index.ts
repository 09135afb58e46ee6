// Fernhill Desk component library.
// Single components by name:   import { Button, Badge } from "$lib/components";
// Compound parts as namespaces: import * as Card from "$lib/components/Card"  →  <Card.Root>, <Card.Header>
import "$lib/styles/tokens.css";

export { default as Icon } from "./Icon.svelte";
export { icons, type IconName } from "$lib/icons";
export type { Tone, Size, Placement, SelectOption } from "./types";

// Actions
export { default as Button } from "./Button.svelte";
export { default as IconButton } from "./IconButton.svelte";

// Display
export { default as Badge } from "./Badge.svelte";
export { default as Tag } from "./Tag.svelte";
export { default as Avatar } from "./Avatar.svelte";
export { default as StatCard } from "./StatCard.svelte";
export { default as ProgressBar } from "./ProgressBar.svelte";
export { default as Spinner } from "./Spinner.svelte";
export { default as Tooltip } from "./Tooltip.svelte";
export { default as EmptyState } from "./EmptyState.svelte";

// Forms
export { default as TextField } from "./TextField.svelte";
export { default as TextArea } from "./TextArea.svelte";
export { default as SearchField } from "./SearchField.svelte";
export { default as Select } from "./Select.svelte";
export { default as NativeSelect } from "./NativeSelect.svelte";
export { default as Checkbox } from "./Checkbox.svelte";
export { default as Switch } from "./Switch.svelte";
export { default as SegmentedControl } from "./SegmentedControl.svelte";

// Feedback
export { default as Alert } from "./Alert.svelte";
export { default as Toast } from "./Toast.svelte";
/** @deprecated Use `Alert`. */
export { default as Callout } from "./Callout.svelte";

// Navigation
export { default as Breadcrumbs } from "./Breadcrumbs.svelte";
export { default as Pagination } from "./Pagination.svelte";

// Compound components (namespaces)
export * as Accordion from "./Accordion";
export * as Card from "./Card";
export * as Dialog from "./Dialog";
export * as Menu from "./Menu";
export * as Sidebar from "./Sidebar";
export * as Table from "./Table";
export * as Tabs from "./Tabs";

// Clinic
export * from "./clinic";
