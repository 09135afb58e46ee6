import type { ReactNode } from 'react';
import { BodyRoot } from './Card.styled';

export function CardBody({ children }: { children: ReactNode }) {
  return <BodyRoot>{children}</BodyRoot>;
}
