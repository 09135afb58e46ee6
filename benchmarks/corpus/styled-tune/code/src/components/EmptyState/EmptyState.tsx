import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { EmptyRoot } from './EmptyState.styled';

export interface EmptyStateProps {
  title: string;
  description?: string;
  icon?: IconName;
  /** Usually a Button. */
  action?: ReactNode;
}

export function EmptyState({ title, description, icon = 'book', action }: EmptyStateProps) {
  return (
    <EmptyRoot>
      <Icon name={icon} size={40} />
      <h3>{title}</h3>
      {description && <p>{description}</p>}
      {action}
    </EmptyRoot>
  );
}
