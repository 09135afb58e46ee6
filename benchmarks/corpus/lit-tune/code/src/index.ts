// Beacon design system: every custom element, registered on import.
// CSS-only utilities live in ./styles/*.css (badge, card, divider).

export { Alert, type AlertTone } from "./components/alert/alert.js";
export { Avatar } from "./components/avatar/avatar.js";
export { Banner, type BannerTone } from "./components/banner/banner.js";
export { Breadcrumbs } from "./components/breadcrumbs/breadcrumbs.js";
export { BreadcrumbItem } from "./components/breadcrumbs/breadcrumb-item.js";
export { Button, type ButtonSize, type ButtonVariant } from "./components/button/button.js";
export { Checkbox } from "./components/checkbox/checkbox.js";
export { ComponentGroup } from "./components/component-group/component-group.js";
export { ComponentRow } from "./components/component-row/component-row.js";
export { Icon, type IconName } from "./components/icon/icon.js";
export { IconButton } from "./components/icon-button/icon-button.js";
export { IncidentCard } from "./components/incident-card/incident-card.js";
export { IncidentList } from "./components/incident-list/incident-list.js";
/** @deprecated use Button */
export { LegacyButton } from "./components/legacy-button/legacy-button.js";
export { Link } from "./components/link/link.js";
export { MetricTile, type Trend } from "./components/metric-tile/metric-tile.js";
export { NativeSelect, type NativeSelectChoice } from "./components/native-select/native-select.js";
export { PageHeader } from "./components/page-header/page-header.js";
export { Panel } from "./components/panel/panel.js";
export { Segment } from "./components/segmented-control/segment.js";
export { SegmentedControl } from "./components/segmented-control/segmented-control.js";
export { Select } from "./components/select/select.js";
export { SelectOption } from "./components/select/select-option.js";
export { Spinner } from "./components/spinner/spinner.js";
export { StatusDot } from "./components/status-dot/status-dot.js";
export { StatusPill } from "./components/status-pill/status-pill.js";
export { Switch } from "./components/switch/switch.js";
export { Tab } from "./components/tabs/tab.js";
export { Tabs } from "./components/tabs/tabs.js";
export { Tag } from "./components/tag/tag.js";
export { Textarea } from "./components/textarea/textarea.js";
export { TextInput } from "./components/text-input/text-input.js";
export { Timeline } from "./components/timeline/timeline.js";
export { TimelineItem } from "./components/timeline/timeline-item.js";
export { TopNav } from "./components/top-nav/top-nav.js";
export { NavLink } from "./components/top-nav/nav-link.js";
export { UptimeBar, type DayHealth } from "./components/uptime-bar/uptime-bar.js";

export type { ComponentStatus, IncidentPhase } from "./shared/status.js";
