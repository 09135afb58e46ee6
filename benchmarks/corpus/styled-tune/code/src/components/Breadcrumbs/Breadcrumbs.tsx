import type { ReactNode } from 'react';
import { BreadcrumbItem } from './BreadcrumbItem';
import { Trail } from './Breadcrumbs.styled';

export interface BreadcrumbsProps {
  /** BreadcrumbItem elements. */
  children: ReactNode;
}

function BreadcrumbsRoot({ children }: BreadcrumbsProps) {
  return (
    <nav aria-label="Breadcrumb">
      <Trail>{children}</Trail>
    </nav>
  );
}

export const Breadcrumbs = Object.assign(BreadcrumbsRoot, { Item: BreadcrumbItem });
