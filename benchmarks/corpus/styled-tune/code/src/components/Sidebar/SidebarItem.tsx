import { forwardRef, type ReactNode } from 'react';
import { Badge } from '../Badge';
import { Icon, type IconName } from '../Icon';
import { ItemLabel, ItemLink } from './Sidebar.styled';

export interface SidebarItemProps {
  href: string;
  icon: IconName;
  /** The page this item links to is the current one. */
  active?: boolean;
  /** A count drawn as a neutral badge at the end (e.g. items on the shopping list). */
  badge?: number;
  children: ReactNode;
}

export const SidebarItem = forwardRef<HTMLAnchorElement, SidebarItemProps>(function SidebarItem(
  { href, icon, active = false, badge, children },
  ref,
) {
  return (
    <li>
      <ItemLink ref={ref} href={href} $active={active} aria-current={active ? 'page' : undefined}>
        <Icon name={icon} size={20} />
        <ItemLabel>{children}</ItemLabel>
        {badge !== undefined && badge > 0 && <Badge tone="neutral">{badge}</Badge>}
      </ItemLink>
    </li>
  );
});
