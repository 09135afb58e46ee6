export { Tabs } from './Tabs';
export type { TabsProps } from './Tabs';
export { Tab } from './Tab';
export type { TabProps } from './Tab';
export { TabsList } from './TabsList';
export type { TabsListProps } from './TabsList';
export { TabPanel } from './TabPanel';
export type { TabPanelProps } from './TabPanel';
