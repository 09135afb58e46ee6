import { Amount, Original, PriceRoot, Period } from './Price.styles';

export type PriceSize = 'sm' | 'md' | 'lg';
export type PricePeriod = 'night' | 'stay' | 'person';

export interface PriceProps {
  amount: number;
  currency?: string;
  /** What the amount covers; omit for a bare amount. */
  period?: PricePeriod;
  /** Struck-through price before the discount. */
  originalAmount?: number;
  size?: PriceSize;
  locale?: string;
}

const periodText: Record<PricePeriod, string> = {
  night: 'per night',
  stay: 'total',
  person: 'per person',
};

export function Price({ amount, currency = 'EUR', period, originalAmount, size = 'md', locale = 'en-GB' }: PriceProps) {
  const format = (value: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(value);
  return (
    <PriceRoot>
      {originalAmount !== undefined && <Original>{format(originalAmount)}</Original>}
      <Amount $size={size}>{format(amount)}</Amount>
      {period && <Period>{periodText[period]}</Period>}
    </PriceRoot>
  );
}
