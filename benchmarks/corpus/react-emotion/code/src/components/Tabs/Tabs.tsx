import type { ReactNode } from 'react';
import { List } from './Tabs.styles';

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  children: ReactNode;
}

/** The tab strip. Holds Tab children; the page owns which one is selected. */
export function Tabs({ label, children }: TabsProps) {
  return (
    <List role="tablist" aria-label={label}>
      {children}
    </List>
  );
}
