// Stroke icons drawn for Berthly on a 24px grid. Import by name:
// import { PlusIcon } from '$lib/icons';

export { default as PlusIcon } from './plus.svelte';
export { default as SearchIcon } from './search.svelte';
export { default as CalendarIcon } from './calendar.svelte';
export { default as WrenchIcon } from './wrench.svelte';
export { default as AnchorIcon } from './anchor.svelte';
export { default as ShipIcon } from './ship.svelte';
export { default as BellIcon } from './bell.svelte';
export { default as ChevronRightIcon } from './chevron-right.svelte';
export { default as ChevronDownIcon } from './chevron-down.svelte';
export { default as DownloadIcon } from './download.svelte';
export { default as LayoutGridIcon } from './layout-grid.svelte';
export { default as UsersIcon } from './users.svelte';
export { default as SettingsIcon } from './settings.svelte';
export { default as AlertTriangleIcon } from './alert-triangle.svelte';
export { default as InfoIcon } from './info.svelte';
export { default as CheckCircleIcon } from './check-circle.svelte';
export { default as PrinterIcon } from './printer.svelte';
export { default as MoreHorizontalIcon } from './more-horizontal.svelte';
export { default as XIcon } from './x.svelte';
export { default as ZapIcon } from './zap.svelte';
export { default as ClockIcon } from './clock.svelte';
export { default as FileTextIcon } from './file-text.svelte';
export { default as ReceiptIcon } from './receipt.svelte';
