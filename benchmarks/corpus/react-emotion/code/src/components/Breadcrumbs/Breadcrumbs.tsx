import type { ReactNode } from 'react';
import { Trail } from './Breadcrumbs.styles';

export interface BreadcrumbsProps {
  children: ReactNode;
  label?: string;
}

export function Breadcrumbs({ children, label = 'Breadcrumb' }: BreadcrumbsProps) {
  return (
    <nav aria-label={label}>
      <Trail>{children}</Trail>
    </nav>
  );
}
