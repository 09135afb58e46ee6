export { Price } from './Price';
export type { PricePeriod, PriceProps, PriceSize } from './Price';
