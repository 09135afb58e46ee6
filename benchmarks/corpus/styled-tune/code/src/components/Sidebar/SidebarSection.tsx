import type { ReactNode } from 'react';
import { ItemList, SectionTitle } from './Sidebar.styled';

export interface SidebarSectionProps {
  title?: string;
  children: ReactNode;
}

export function SidebarSection({ title, children }: SidebarSectionProps) {
  return (
    <div>
      {title && <SectionTitle>{title}</SectionTitle>}
      <ItemList>{children}</ItemList>
    </div>
  );
}
