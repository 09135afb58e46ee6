import type { ReactNode } from 'react';
import { HeaderRoot, HeaderText, Subtitle, Title } from './Card.styles';

export interface CardHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Right-aligned slot, typically a small ghost Button ("Edit"). */
  action?: ReactNode;
}

export function CardHeader({ title, subtitle, action }: CardHeaderProps) {
  return (
    <HeaderRoot>
      <HeaderText>
        <Title>{title}</Title>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
      </HeaderText>
      {action}
    </HeaderRoot>
  );
}
