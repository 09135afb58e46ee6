// @airwave/ui — Airwave Studio's components.
import './styles/tokens.css';

export { default as Icon } from './components/Icon.svelte';
export { icons, type IconName } from './icons';

export { default as Button } from './components/Button.svelte';
export { default as IconButton } from './components/IconButton.svelte';
export { default as Badge } from './components/Badge.svelte';
export { default as Tag } from './components/Tag.svelte';
export { default as Avatar } from './components/Avatar.svelte';
export { default as Divider } from './components/Divider.svelte';
export { default as Tooltip } from './components/Tooltip.svelte';
export { default as Spinner } from './components/Spinner.svelte';
export { default as ProgressBar } from './components/ProgressBar.svelte';

export { default as TextInput } from './components/TextInput.svelte';
export { default as TextArea } from './components/TextArea.svelte';
export { default as SearchField } from './components/SearchField.svelte';
export { default as Select } from './components/Select.svelte';
export { default as NativeSelect } from './components/NativeSelect.svelte';
export { default as Checkbox } from './components/Checkbox.svelte';
export { default as Switch } from './components/Switch.svelte';

export { default as Alert } from './components/Alert.svelte';
export { default as Toast } from './components/Toast.svelte';
export { default as Dialog } from './components/Dialog.svelte';
export { default as EmptyState } from './components/EmptyState.svelte';

export { default as Pagination } from './components/Pagination.svelte';
export { default as Breadcrumbs } from './components/Breadcrumbs.svelte';
export { default as AppHeader } from './components/AppHeader.svelte';
export { default as StatCard } from './components/StatCard.svelte';

export { Card, CardHeader, CardBody, CardFooter } from './components/Card';
export { Tabs, TabsList, TabsTrigger, TabsContent } from './components/Tabs';
export { Sidebar, SidebarItem } from './components/Sidebar';

export { default as EpisodeRow } from './components/podcast/EpisodeRow.svelte';
export { default as AudioPlayer } from './components/podcast/AudioPlayer.svelte';

/** @deprecated Use `Button`. */
export { default as LegacyButton } from './components/legacy/LegacyButton.svelte';
