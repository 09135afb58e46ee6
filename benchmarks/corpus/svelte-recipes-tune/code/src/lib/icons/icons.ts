/**
 * The icon map. Components take an icon by its key (`icon="search"`), never by import,
 * so the set of icons a design may use is exactly the keys of this record.
 */
import AlertIcon from "./glyphs/AlertIcon.svelte";
import BellIcon from "./glyphs/BellIcon.svelte";
import CalendarIcon from "./glyphs/CalendarIcon.svelte";
import CheckIcon from "./glyphs/CheckIcon.svelte";
import ChevronDownIcon from "./glyphs/ChevronDownIcon.svelte";
import ChevronLeftIcon from "./glyphs/ChevronLeftIcon.svelte";
import ChevronRightIcon from "./glyphs/ChevronRightIcon.svelte";
import ClockIcon from "./glyphs/ClockIcon.svelte";
import CloseIcon from "./glyphs/CloseIcon.svelte";
import HeartIcon from "./glyphs/HeartIcon.svelte";
import InfoIcon from "./glyphs/InfoIcon.svelte";
import MapPinIcon from "./glyphs/MapPinIcon.svelte";
import PlusIcon from "./glyphs/PlusIcon.svelte";
import SearchIcon from "./glyphs/SearchIcon.svelte";

export const icons = {
  alert: AlertIcon,
  bell: BellIcon,
  calendar: CalendarIcon,
  check: CheckIcon,
  "chevron-down": ChevronDownIcon,
  "chevron-left": ChevronLeftIcon,
  "chevron-right": ChevronRightIcon,
  clock: ClockIcon,
  close: CloseIcon,
  heart: HeartIcon,
  info: InfoIcon,
  "map-pin": MapPinIcon,
  plus: PlusIcon,
  search: SearchIcon,
} as const;

export type IconName = keyof typeof icons;
