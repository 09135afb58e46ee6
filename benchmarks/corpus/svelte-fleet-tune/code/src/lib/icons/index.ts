// Glyphs of the Fleetline app, drawn for us by the brand team (24-unit grid, 2 px stroke).
// Import one straight from its file (`import TruckIcon from "$lib/icons/truck.svelte"`) or by name from here.
import type { Component } from "svelte";
import type { IconProps } from "./icon-base.svelte";

export type { IconProps, IconSize } from "./icon-base.svelte";
export type IconComponent = Component<IconProps>;

export { default as BoltIcon } from "./bolt.svelte";
export { default as ChatIcon } from "./chat.svelte";
export { default as CheckIcon } from "./check.svelte";
export { default as ChevronDownIcon } from "./chevron-down.svelte";
export { default as ChevronLeftIcon } from "./chevron-left.svelte";
export { default as ChevronRightIcon } from "./chevron-right.svelte";
export { default as ClockIcon } from "./clock.svelte";
export { default as DotsIcon } from "./dots.svelte";
export { default as FilterIcon } from "./filter.svelte";
export { default as InfoIcon } from "./info.svelte";
export { default as MapPinIcon } from "./map-pin.svelte";
export { default as PhoneIcon } from "./phone.svelte";
export { default as PlusIcon } from "./plus.svelte";
export { default as RouteIcon } from "./route.svelte";
export { default as SearchIcon } from "./search.svelte";
export { default as TruckIcon } from "./truck.svelte";
export { default as UserIcon } from "./user.svelte";
export { default as WarningIcon } from "./warning.svelte";
export { default as WrenchIcon } from "./wrench.svelte";
export { default as XIcon } from "./x.svelte";
