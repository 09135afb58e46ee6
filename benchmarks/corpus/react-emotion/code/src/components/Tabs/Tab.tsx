import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { TabButton } from './Tabs.styles';

export interface TabProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  selected?: boolean;
  /** id of the panel this tab controls. */
  panelId?: string;
  children: ReactNode;
}

export const Tab = forwardRef<HTMLButtonElement, TabProps>(function Tab(
  { selected = false, panelId, children, ...rest },
  ref,
) {
  return (
    <TabButton
      ref={ref}
      type="button"
      role="tab"
      aria-selected={selected}
      aria-controls={panelId}
      tabIndex={selected ? 0 : -1}
      {...rest}
    >
      {children}
    </TabButton>
  );
});
