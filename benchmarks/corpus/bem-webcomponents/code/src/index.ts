// Atlas design system: the custom elements. Importing this module defines them all.
// The CSS-only components ship as dist/atlas.css (built from src/index.scss).

export { AtlasIcon } from "./elements/atlas-icon";
export type { AtlasIconSize } from "./elements/atlas-icon";
export { AtlasTabs, AtlasTab } from "./elements/atlas-tabs";
export type { AtlasTabsVariant } from "./elements/atlas-tabs";
export { AtlasDropdown } from "./elements/atlas-dropdown";
export type { AtlasDropdownAlign } from "./elements/atlas-dropdown";
export { AtlasDialog } from "./elements/atlas-dialog";
export type { AtlasDialogSize } from "./elements/atlas-dialog";
export { AtlasToggle } from "./elements/atlas-toggle";
export { AtlasAccordion, AtlasAccordionItem } from "./elements/atlas-accordion";
export { AtlasToast } from "./elements/atlas-toast";
export type { AtlasToastVariant } from "./elements/atlas-toast";
export { AtlasSelect } from "./elements/atlas-select";
export { AtlasShareMenu } from "./elements/atlas-share-menu";
export type { AtlasShareLayout } from "./elements/atlas-share-menu";
export { AtlasCarousel } from "./elements/atlas-carousel";
