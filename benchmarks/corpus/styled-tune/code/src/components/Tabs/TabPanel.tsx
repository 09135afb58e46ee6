import type { ReactNode } from 'react';
import { useTabs } from './TabsContext';
import { Panel } from './Tabs.styled';

export interface TabPanelProps {
  value: string;
  children: ReactNode;
}

export function TabPanel({ value, children }: TabPanelProps) {
  const tabs = useTabs('TabPanel');
  if (tabs.value !== value) return null;
  return (
    <Panel
      role="tabpanel"
      id={`${tabs.idBase}-panel-${value}`}
      aria-labelledby={`${tabs.idBase}-tab-${value}`}
      tabIndex={0}
    >
      {children}
    </Panel>
  );
}
