import type { ProductCard } from '@marketpult/shared/contracts/product-card';
import { TAX_REGIME_LABELS } from '@marketpult/shared/economics/index';
import { formatPercent, formatRub } from './format';
import { productCardMessages } from './ru-messages';

const text = productCardMessages.economics;

/**
 * The seller's settings the card's numbers were computed with, in a line: «ОСНО 25 %, НДС 22 %,
 * прочие расходы 12,50 ₽ и 3 % от цены».
 */
export function settingsSummary(settings: ProductCard['settings']): string {
  const costs = [
    settings.otherCostsRub > 0 ? formatRub(settings.otherCostsRub) : null,
    settings.otherCostsPercent > 0 ? text.ofPrice(formatPercent(settings.otherCostsPercent)) : null,
  ].filter((part): part is string => part !== null);
  return [
    `${TAX_REGIME_LABELS[settings.taxRegime]} ${formatPercent(settings.taxPercent)}`,
    settings.vatPercent > 0 ? text.vat(formatPercent(settings.vatPercent)) : text.noVat,
    costs.length > 0 ? text.otherCosts(costs.join(' и ')) : text.noOtherCosts,
  ].join(', ');
}
