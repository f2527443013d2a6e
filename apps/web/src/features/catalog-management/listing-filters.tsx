import {
  CONNECTED_MARKETPLACES,
  type Cabinet,
  type ConnectedMarketplaceKey,
} from '@marketpult/shared/contracts/cabinets';
import { MARKETPLACES } from '@marketpult/shared/constants/marketplaces';
import type { CatalogListingFilterInput } from '@marketpult/shared/contracts/catalog-listings';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { managementMessages as t } from './ru-messages';

/** What the filter bar sets; the search is separate (it waits for the seller to pause). */
export interface ListingFilters {
  cabinetId: string;
  marketplace: ConnectedMarketplaceKey | '';
  brand: string;
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
}

export function ListingFilterBar({ value, onChange, cabinets }: Props) {
  const set = <Key extends keyof ListingFilters>(key: Key, next: ListingFilters[Key]) =>
    onChange({ ...value, [key]: next });
  return (
    <Stack
      component="fieldset"
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', border: 0, p: 0, m: 0 }}
    >
      <legend style={{ position: 'absolute', left: -10000 }}>{t.filters}</legend>
      <TextField
        select
        size="small"
        label={t.cabinet}
        value={value.cabinetId}
        onChange={(event) => set('cabinetId', event.target.value)}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{t.any}</MenuItem>
        {cabinets.map((cabinet) => (
          <MenuItem key={cabinet.id} value={cabinet.id}>
            {cabinet.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t.marketplace}
        value={value.marketplace}
        onChange={(event) => set('marketplace', event.target.value as ConnectedMarketplaceKey)}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">{t.any}</MenuItem>
        {CONNECTED_MARKETPLACES.map((key) => (
          <MenuItem key={key} value={key}>
            {MARKETPLACES[key].name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={t.brand}
        value={value.brand}
        onChange={(event) => set('brand', event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
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
    </Stack>
  );
}
