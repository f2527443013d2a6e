import type { Cabinet } from '@marketpult/shared/contracts/cabinets';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { ShopFilterFieldset, type ShopFilters } from '../../components/shop-filter-fieldset';
import { catalogMessages as t } from './ru-messages';

/** What the filter bar sets; the search is separate (it waits for the seller to pause). */
export interface CatalogFilters extends ShopFilters {
  noCostPrice: boolean;
  noStock: boolean;
  lossMaking: boolean;
  unlinked: boolean;
}

export const NO_FILTERS: CatalogFilters = {
  cabinetId: '',
  marketplace: '',
  brand: '',
  noCostPrice: false,
  noStock: false,
  lossMaking: false,
  unlinked: false,
};

const FLAGS = ['noCostPrice', 'noStock', 'lossMaking', 'unlinked'] as const;

interface Props {
  value: CatalogFilters;
  onChange(value: CatalogFilters): void;
  cabinets: readonly Cabinet[];
  brands?: readonly string[];
}

export function CatalogFilterBar({ value, onChange, cabinets, brands }: Props) {
  const set = <Key extends keyof CatalogFilters>(key: Key, next: CatalogFilters[Key]) =>
    onChange({ ...value, [key]: next });
  return (
    <ShopFilterFieldset value={value} onChange={onChange} cabinets={cabinets} brands={brands}>
      {FLAGS.map((flag) => (
        <FormControlLabel
          key={flag}
          control={
            <Checkbox checked={value[flag]} onChange={(event) => set(flag, event.target.checked)} />
          }
          label={t[flag]}
        />
      ))}
    </ShopFilterFieldset>
  );
}
