import { useId, useMemo, type ReactNode } from 'react';
import { Tab } from './Tab';
import { TabPanel } from './TabPanel';
import { TabsContext } from './TabsContext';
import { TabsList } from './TabsList';
import { TabsRoot } from './Tabs.styled';

export interface TabsProps {
  /** The value of the selected Tab (controlled). */
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  className?: string;
}

function TabsBase({ value, onChange, children, className }: TabsProps) {
  const idBase = useId();
  const context = useMemo(() => ({ value, onChange, idBase }), [value, onChange, idBase]);
  return (
    <TabsContext.Provider value={context}>
      <TabsRoot className={className}>{children}</TabsRoot>
    </TabsContext.Provider>
  );
}

/**
 * ```tsx
 * <Tabs value={tab} onChange={setTab}>
 *   <Tabs.List>
 *     <Tabs.Tab value="recipe">Recipe</Tabs.Tab>
 *   </Tabs.List>
 *   <Tabs.Panel value="recipe">…</Tabs.Panel>
 * </Tabs>
 * ```
 */
export const Tabs = Object.assign(TabsBase, { List: TabsList, Tab, Panel: TabPanel });
