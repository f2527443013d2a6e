import type { Cabinet } from '@marketpult/shared/contracts/cabinets';
import type { CatalogListingFilterInput } from '@marketpult/shared/contracts/catalog-listings';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ShopFilterFieldset, type ShopFilters } from '../../components/shop-filter-fieldset';
import { managementMessages as t } from './ru-messages';

/** What the filter bar sets; the search is separate (it waits for the seller to pause). */
export interface ListingFilters extends ShopFilters {
  link: 'linked' | 'unlinked' | '';
  noStock: boolean;
}

export const NO_LISTING_FILTERS: ListingFilters = {
  cabinetId: '',
  marketplace: '',
  brand: '',
  link: '',
  noStock: false,
};

/** The filters and the search as the listings calls take them, only what is set. */
export function toFilterQuery(search: string, filters: ListingFilters): CatalogListingFilterInput {
  return {
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(filters.cabinetId ? { cabinetId: filters.cabinetId } : {}),
    ...(filters.marketplace ? { marketplace: filters.marketplace } : {}),
    ...(filters.brand.trim() ? { brand: filters.brand.trim() } : {}),
    ...(filters.link ? { link: filters.link } : {}),
    ...(filters.noStock ? { noStock: 'true' as const } : {}),
  };
}

interface Props {
  value: ListingFilters;
  onChange(value: ListingFilters): void;
  cabinets: readonly Cabinet[];
  brands?: readonly string[];
}

export function ListingFilterBar({ value, onChange, cabinets, brands }: Props) {
  const set = <Key extends keyof ListingFilters>(key: Key, next: ListingFilters[Key]) =>
    onChange({ ...value, [key]: next });
  return (
    <ShopFilterFieldset value={value} onChange={onChange} cabinets={cabinets} brands={brands}>
      <TextField
        select
        size="small"
        label={t.link}
        value={value.link}
        onChange={(event) => set('link', event.target.value as ListingFilters['link'])}
        sx={{ minWidth: 220 }}
      >
        <MenuItem value="">{t.any}</MenuItem>
        <MenuItem value="linked">{t.linked}</MenuItem>
        <MenuItem value="unlinked">{t.unlinked}</MenuItem>
      </TextField>
      <FormControlLabel
        control={
          <Checkbox
            checked={value.noStock}
            onChange={(event) => set('noStock', event.target.checked)}
          />
        }
        label={t.noStock}
      />
    </ShopFilterFieldset>
  );
}
