/**
 * The storefront price a buyer pays on Ozon (`marketing_price`): Ozon co-finances discounts of
 * its own below the seller's price. The sandbox gives every third card such a discount of
 * 3–12 % (whole roubles), the rest sell at the seller's price, so the product shows a buyer
 * price that differs from the price where Ozon's does. It follows the current price: a price
 * written moves it too.
 */
export function marketingPriceOf(index: number, price: number): number {
  if (index % 3 !== 0) return price;
  const discountPercent = 3 + (index % 10);
  return Math.max(1, Math.round(price * (1 - discountPercent / 100)));
}
