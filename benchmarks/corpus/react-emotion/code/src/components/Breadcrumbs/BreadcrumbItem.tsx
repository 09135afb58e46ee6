import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import { Crumb } from './Breadcrumbs.styles';

export interface BreadcrumbItemProps {
  href?: string;
  /** The page the user is on: rendered as text, not a link, and no separator after it. */
  current?: boolean;
  children: ReactNode;
}

export function BreadcrumbItem({ href, current = false, children }: BreadcrumbItemProps) {
  return (
    <Crumb aria-current={current ? 'page' : undefined}>
      {current ? children : <a href={href}>{children}</a>}
      {!current && <Icon name="chevron-right" size={14} />}
    </Crumb>
  );
}
