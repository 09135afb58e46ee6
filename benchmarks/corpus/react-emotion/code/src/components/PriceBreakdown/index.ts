export { PriceBreakdown } from './PriceBreakdown';
export type { PriceBreakdownProps } from './PriceBreakdown';
export { PriceBreakdownRow } from './PriceBreakdownRow';
export type { PriceBreakdownRowProps, PriceBreakdownRowVariant } from './PriceBreakdownRow';
