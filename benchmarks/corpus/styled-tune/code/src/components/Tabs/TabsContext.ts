import { createContext, useContext } from 'react';

export interface TabsContextValue {
  value: string;
  onChange: (value: string) => void;
  idBase: string;
}

export const TabsContext = createContext<TabsContextValue | null>(null);

export function useTabs(part: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) {
    throw new Error(`<${part}> must be rendered inside <Tabs>`);
  }
  return context;
}
