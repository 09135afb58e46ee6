import type { ReactNode } from 'react';
import { Nav } from './Sidebar.styled';
import { SidebarItem } from './SidebarItem';
import { SidebarSection } from './SidebarSection';

export interface SidebarProps {
  children: ReactNode;
  'aria-label'?: string;
}

function SidebarRoot({ children, 'aria-label': ariaLabel = 'Main' }: SidebarProps) {
  return <Nav aria-label={ariaLabel}>{children}</Nav>;
}

export const Sidebar = Object.assign(SidebarRoot, {
  Section: SidebarSection,
  Item: SidebarItem,
});
