import type { HTMLAttributes } from "svelte/elements";

export interface PriceSummaryProps extends HTMLAttributes<HTMLDListElement> {
  /** Class price before fees. */
  subtotal: number;
  /** Booking fees. */
  fees?: number;
  /** Amount taken off (pass credit, promo code). */
  discount?: number;
  currency?: string;
}
