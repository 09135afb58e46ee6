import type { ReactNode } from 'react';
import { TabStrip } from './Tabs.styled';

export interface TabsListProps {
  children: ReactNode;
  'aria-label'?: string;
}

export function TabsList({ children, ...rest }: TabsListProps) {
  return (
    <TabStrip role="tablist" {...rest}>
      {children}
    </TabStrip>
  );
}
