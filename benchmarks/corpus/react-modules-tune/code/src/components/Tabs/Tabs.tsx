import {
  createContext,
  forwardRef,
  useContext,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
} from 'react';
import clsx from 'clsx';
import styles from './Tabs.module.css';

interface TabsContextValue {
  value: string;
  onValueChange: (value: string) => void;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(part: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`<${part}> must be used inside <Tabs>`);
  return context;
}

export interface TabsProps extends HTMLAttributes<HTMLDivElement> {
  /** The `value` of the active `Tab`. */
  value: string;
  onValueChange: (value: string) => void;
}

const TabsRoot = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { value, onValueChange, className, ...rest },
  ref,
) {
  return (
    <TabsContext.Provider value={{ value, onValueChange }}>
      <div ref={ref} className={clsx(styles.tabs, className)} {...rest} />
    </TabsContext.Provider>
  );
});

export type TabListProps = HTMLAttributes<HTMLDivElement>;

export const TabList = forwardRef<HTMLDivElement, TabListProps>(function TabList({ className, ...rest }, ref) {
  return <div ref={ref} role="tablist" className={clsx(styles.list, className)} {...rest} />;
});

export interface TabProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'value'> {
  value: string;
  /** A number shown in a pill after the label (unpaid invoices, new messages). */
  count?: number;
}

export const Tab = forwardRef<HTMLButtonElement, TabProps>(function Tab(
  { value, count, className, children, ...rest },
  ref,
) {
  const tabs = useTabs('Tab');
  const active = tabs.value === value;
  return (
    <button
      ref={ref}
      type="button"
      role="tab"
      aria-selected={active}
      data-state={active ? 'active' : 'inactive'}
      tabIndex={active ? 0 : -1}
      className={clsx(styles.tab, className)}
      onClick={() => tabs.onValueChange(value)}
      {...rest}
    >
      {children}
      {count !== undefined ? <span className={styles.count}>{count}</span> : null}
    </button>
  );
});

export interface TabPanelProps extends HTMLAttributes<HTMLDivElement> {
  value: string;
}

export const TabPanel = forwardRef<HTMLDivElement, TabPanelProps>(function TabPanel(
  { value, className, ...rest },
  ref,
) {
  const tabs = useTabs('TabPanel');
  if (tabs.value !== value) return null;
  return <div ref={ref} role="tabpanel" className={clsx(styles.panel, className)} {...rest} />;
});

/** Controlled tabs. Parts: `Tabs.List`, `Tabs.Tab`, `Tabs.Panel` (or `TabList`, `Tab`, `TabPanel`). */
export const Tabs = Object.assign(TabsRoot, { List: TabList, Tab, Panel: TabPanel });
