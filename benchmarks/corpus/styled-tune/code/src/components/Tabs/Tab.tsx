import { forwardRef, type ReactNode } from 'react';
import { useTabs } from './TabsContext';
import { TabButton } from './Tabs.styled';

export interface TabProps {
  /** Matches the TabPanel that this tab shows. */
  value: string;
  disabled?: boolean;
  children: ReactNode;
}

export const Tab = forwardRef<HTMLButtonElement, TabProps>(function Tab(
  { value, disabled = false, children },
  ref,
) {
  const tabs = useTabs('Tab');
  const active = tabs.value === value;
  return (
    <TabButton
      ref={ref}
      type="button"
      role="tab"
      id={`${tabs.idBase}-tab-${value}`}
      aria-selected={active}
      aria-controls={`${tabs.idBase}-panel-${value}`}
      tabIndex={active ? 0 : -1}
      disabled={disabled}
      $active={active}
      onClick={() => tabs.onChange(value)}
    >
      {children}
    </TabButton>
  );
});
