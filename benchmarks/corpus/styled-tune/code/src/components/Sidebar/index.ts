export { Sidebar } from './Sidebar';
export type { SidebarProps } from './Sidebar';
export { SidebarItem } from './SidebarItem';
export type { SidebarItemProps } from './SidebarItem';
export { SidebarSection } from './SidebarSection';
export type { SidebarSectionProps } from './SidebarSection';
