// Public API of @cadenza/ui. Keep alphabetical within each group.

// Actions
export { default as Button } from "./Button/Button.svelte";
export { default as IconButton } from "./IconButton/IconButton.svelte";
/** @deprecated use Button */
export { default as LegacyButton } from "./LegacyButton/LegacyButton.svelte";

// Display
export { default as Avatar } from "./Avatar/Avatar.svelte";
export { default as AvatarGroup } from "./Avatar/AvatarGroup.svelte";
export { default as Badge } from "./Badge/Badge.svelte";
export { default as Card } from "./Card/Card.svelte";
export { default as CardFooter } from "./Card/CardFooter.svelte";
export { default as CardHeader } from "./Card/CardHeader.svelte";
export { default as Chip } from "./Chip/Chip.svelte";
export { default as EmptyState } from "./EmptyState/EmptyState.svelte";
export { default as Icon } from "./Icon/Icon.svelte";
export { default as LessonCard } from "./LessonCard/LessonCard.svelte";
export { default as ProgressBar } from "./ProgressBar/ProgressBar.svelte";
export { default as StatCard } from "./StatCard/StatCard.svelte";
export { default as Tag } from "./Tag/Tag.svelte";
export { default as Tooltip } from "./Tooltip/Tooltip.svelte";

// Feedback
export { default as Alert } from "./Alert/Alert.svelte";
export { default as Modal } from "./Modal/Modal.svelte";
export { default as Spinner } from "./Spinner/Spinner.svelte";
export { default as Toast } from "./Toast/Toast.svelte";

// Forms
export { default as Checkbox } from "./Checkbox/Checkbox.svelte";
export { default as NativeSelect } from "./NativeSelect/NativeSelect.svelte";
export { default as Radio } from "./Radio/Radio.svelte";
export { default as RadioGroup } from "./Radio/RadioGroup.svelte";
export { default as SearchField } from "./SearchField/SearchField.svelte";
export { default as Select } from "./Select/Select.svelte";
export { default as Switch } from "./Switch/Switch.svelte";
export { default as TextArea } from "./TextArea/TextArea.svelte";
export { default as TextInput } from "./TextInput/TextInput.svelte";

// Navigation & layout
export { default as NavItem } from "./SideNav/NavItem.svelte";
export { default as Pagination } from "./Pagination/Pagination.svelte";
export { default as SegmentedControl } from "./SegmentedControl/SegmentedControl.svelte";
export { default as SideNav } from "./SideNav/SideNav.svelte";
export { default as Tab } from "./Tabs/Tab.svelte";
export { default as Tabs } from "./Tabs/Tabs.svelte";
export { default as TopBar } from "./TopBar/TopBar.svelte";

export { icons, type IconName } from "./Icon/icons";
export type {
  ButtonVariant,
  IconButtonVariant,
  LessonStatus,
  Placement,
  SelectOption,
  Size,
  TagColor,
  Tone,
  Trend,
} from "./types";
