import type { ReactNode } from 'react';
import { Crumb } from './Breadcrumbs.styled';

export interface BreadcrumbItemProps {
  href?: string;
  /** The page the trail ends on; drawn as plain text. */
  current?: boolean;
  children: ReactNode;
}

export function BreadcrumbItem({ href, current = false, children }: BreadcrumbItemProps) {
  return (
    <Crumb>
      {current || !href ? (
        <span aria-current={current ? 'page' : undefined}>{children}</span>
      ) : (
        <a href={href}>{children}</a>
      )}
    </Crumb>
  );
}
