import type { ReactNode } from 'react';
import { Rows, Section } from './PriceBreakdown.styles';

export interface PriceBreakdownProps {
  title?: string;
  /** PriceBreakdownRow elements, the total last. */
  children: ReactNode;
}

export function PriceBreakdown({ title = 'Price details', children }: PriceBreakdownProps) {
  return (
    <Section aria-label={title}>
      <h3>{title}</h3>
      <Rows>{children}</Rows>
    </Section>
  );
}
