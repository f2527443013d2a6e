// The unit-economics engine: one place computes a listing's profit at a price (README.md).
export * from './types';
export * from './defaults';
export * from './engine';
export {
  ECONOMICS_MARKETPLACES,
  MAX_AMOUNT_RUB,
  TAX_REGIMES,
  UnitEconomicsInputError,
  isEconomicsMarketplace,
  isTaxRegime,
  validateUnitEconomicsInput,
} from './validate';
export * from './reported-fees';
