import { Row } from './PriceBreakdown.styles';

export type PriceBreakdownRowVariant = 'default' | 'discount' | 'total';

export interface PriceBreakdownRowProps {
  label: string;
  amount: number;
  currency?: string;
  variant?: PriceBreakdownRowVariant;
}

export function PriceBreakdownRow({ label, amount, currency = 'EUR', variant = 'default' }: PriceBreakdownRowProps) {
  const formatted = new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(
    variant === 'discount' ? -Math.abs(amount) : amount,
  );
  return (
    <Row $variant={variant}>
      <dt>{label}</dt>
      <dd>{formatted}</dd>
    </Row>
  );
}
