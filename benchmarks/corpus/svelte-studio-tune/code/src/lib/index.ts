// @fermata/ui — Fermata's scheduling and billing components (Svelte 5, runes).
// Single components are named exports; compound components are namespaces
// (`<Tabs.Root>`, `<Card.Header>`, `<Stepper.Step>`, …).

export * from "./types.js";
export * from "./format.js";

// Primitives
export { Icon, glyphs, type IconName } from "./icon/index.js";
export { Button } from "./button/index.js";
export { IconButton } from "./icon-button/index.js";
export { Badge } from "./badge/index.js";
export { Tag } from "./tag/index.js";
export { Avatar } from "./avatar/index.js";
export { Tooltip } from "./tooltip/index.js";

// Forms
export { TextField } from "./text-field/index.js";
export { TextArea } from "./text-area/index.js";
export { SearchInput } from "./search-input/index.js";
export { Select } from "./select/index.js";
export { NativeSelect } from "./native-select/index.js";
export { Checkbox } from "./checkbox/index.js";
export { Switch } from "./switch/index.js";
export { DateField } from "./date-field/index.js";
export { SegmentedControl } from "./segmented-control/index.js";
export { TimeSlot } from "./time-slot/index.js";
export * as RadioGroup from "./radio-group/index.js";

// Feedback and overlays
export { Alert } from "./alert/index.js";
export { Toast } from "./toast/index.js";
export { Dialog } from "./dialog/index.js";
export { EmptyState } from "./empty-state/index.js";
export { ProgressBar } from "./progress-bar/index.js";

// Layout and navigation
export { PageHeader } from "./page-header/index.js";
export * as Card from "./card/index.js";
export * as Tabs from "./tabs/index.js";
export * as Stepper from "./stepper/index.js";
export * as SideNav from "./side-nav/index.js";

// Data
export { DataTable } from "./data-table/index.js";
export { StatTile } from "./stat-tile/index.js";

// Scheduling and billing
export { WeekGrid } from "./week-grid/index.js";
export { LessonBlock } from "./lesson-block/index.js";
export { StudentHeader } from "./student-header/index.js";
export { InvoiceRow } from "./invoice-row/index.js";

/** @deprecated Use `DateField`. Svelte 4 component kept for the old term planner; removed in 3.0. */
export { LegacyDatePicker } from "./legacy-date-picker/index.js";
