import type { ReactNode } from 'react';
import { FooterRoot } from './Card.styles';

export interface CardFooterProps {
  align?: 'start' | 'end' | 'between';
  children: ReactNode;
}

export function CardFooter({ align = 'end', children }: CardFooterProps) {
  return <FooterRoot $align={align}>{children}</FooterRoot>;
}
