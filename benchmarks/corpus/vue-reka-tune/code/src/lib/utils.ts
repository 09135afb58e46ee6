import { type ClassValue, clsx } from "clsx"
import { twMerge } from "tailwind-merge"

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs))
}

const pounds = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" })

/** Deposits and fees are stored in whole pounds; the shed never charges pence. */
export function formatMoney(amount: number) {
  return pounds.format(amount)
}

export function initialsOf(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("")
}
