import type { ReactNode } from 'react';
import { HeaderRoot, HeaderSubtitle, HeaderTitle } from './Card.styled';

export interface CardHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Drawn at the right end, usually an IconButton. */
  action?: ReactNode;
}

export function CardHeader({ title, subtitle, action }: CardHeaderProps) {
  return (
    <HeaderRoot>
      <div>
        <HeaderTitle>{title}</HeaderTitle>
        {subtitle && <HeaderSubtitle>{subtitle}</HeaderSubtitle>}
      </div>
      {action}
    </HeaderRoot>
  );
}
