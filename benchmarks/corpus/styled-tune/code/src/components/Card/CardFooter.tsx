import type { ReactNode } from 'react';
import { FooterRoot } from './Card.styled';

export function CardFooter({ children }: { children: ReactNode }) {
  return <FooterRoot>{children}</FooterRoot>;
}
