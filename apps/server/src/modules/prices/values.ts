import type { StoredPriceValues } from '../../db/schema';

/** A numeric column (drizzle's string) as a number; null stays null. */
export function num(value: string | null): number | null {
  return value === null ? null : Number(value);
}

export const priceValues = (
  price: number | null,
  oldPrice: number | null,
  minPrice: number | null,
): StoredPriceValues => ({ price, oldPrice, minPrice, amount: null });

export const stockValues = (amount: number | null): StoredPriceValues => ({
  price: null,
  oldPrice: null,
  minPrice: null,
  amount,
});

/** The money column's text for a number. */
export function moneyText(value: number | null): string | null {
  return value === null ? null : value.toFixed(2);
}
