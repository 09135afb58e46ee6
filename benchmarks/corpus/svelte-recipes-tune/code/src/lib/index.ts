// @kinetic/ui — public entry point. Everything a screen imports comes from here.

// Primitives
export * from "./components/Icon/index.js";
export * from "./components/Spinner/index.js";
export * from "./components/Text/index.js";
export * from "./components/Heading/index.js";
export * from "./components/Divider/index.js";

// Actions
export * from "./components/Button/index.js";
export * from "./components/IconButton/index.js";
export * from "./components/LegacyButton/index.js";

// Labels & people
export * from "./components/Badge/index.js";
export * from "./components/Tag/index.js";
export * from "./components/Avatar/index.js";
export * from "./components/AvatarGroup/index.js";

// Forms
export * from "./components/TextInput/index.js";
export * from "./components/TextArea/index.js";
export * from "./components/Select/index.js";
export * from "./components/NativeSelect/index.js";
export * from "./components/Combobox/index.js";
export * from "./components/Checkbox/index.js";
export * from "./components/Switch/index.js";
export * as RadioGroup from "./components/RadioGroup/index.js";

// Feedback
export * from "./components/Alert/index.js";
export * from "./components/Toast/index.js";
export * from "./components/Tooltip/index.js";
export * from "./components/ProgressBar/index.js";
export * from "./components/Rating/index.js";

// Navigation & layout
export * from "./components/Breadcrumbs/index.js";
export * from "./components/Pagination/index.js";
export * from "./components/Stepper/index.js";
export * as Tabs from "./components/Tabs/index.js";
export {
  Accordion,
  AccordionItem,
  AccordionTrigger,
  AccordionContent,
} from "./components/Accordion/index.js";
export type {
  AccordionProps,
  AccordionItemProps,
  AccordionTriggerProps,
  AccordionContentProps,
} from "./components/Accordion/types.js";
export * as Dialog from "./components/Dialog/index.js";
export * from "./components/Card/index.js";

// Kinetic booking patterns
export * from "./components/StatTile/index.js";
export * from "./components/ClassCard/index.js";
export * from "./components/ScheduleDay/index.js";
export * from "./components/DayChip/index.js";
export * from "./components/DateStrip/index.js";
export * from "./components/AppHeader/index.js";
export * from "./components/PriceSummary/index.js";

// Helpers
export { icons, type IconName } from "./icons/icons.js";
export { recipe, cx, type VariantProps } from "./utils/recipe.js";
