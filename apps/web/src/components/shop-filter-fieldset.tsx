import {
  CONNECTED_MARKETPLACES,
  type Cabinet,
  type ConnectedMarketplaceKey,
} from '@marketpult/shared/contracts/cabinets';
import { MARKETPLACES } from '@marketpult/shared/constants/marketplaces';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, type ReactNode } from 'react';

/** The filters every list of the seller's goods has: which cabinet, which marketplace, brand. */
export interface ShopFilters {
  cabinetId: string;
  marketplace: ConnectedMarketplaceKey | '';
  brand: string;
}

const text = {
  filters: 'Фильтры',
  cabinet: 'Кабинет',
  marketplace: 'Маркетплейс',
  any: 'Все',
  brand: 'Бренд',
} as const;

interface Props<Filters extends ShopFilters> {
  value: Filters;
  onChange(value: Filters): void;
  cabinets: readonly Cabinet[];
  /** The account's brands: the brand field suggests them as the seller types. */
  brands?: readonly string[];
  /** The list's own filters, after the three. */
  children?: ReactNode;
}

/** One row of filters (a fieldset named «Фильтры»): cabinet, marketplace, brand, then the list's own. */
export function ShopFilterFieldset<Filters extends ShopFilters>({
  value,
  onChange,
  cabinets,
  brands = [],
  children,
}: Props<Filters>) {
  const brandListId = useId();
  return (
    <Stack
      component="fieldset"
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', border: 0, p: 0, m: 0 }}
    >
      <legend className="visually-hidden" style={{ position: 'absolute', left: -10000 }}>
        {text.filters}
      </legend>
      <TextField
        select
        size="small"
        label={text.cabinet}
        value={value.cabinetId}
        onChange={(event) => onChange({ ...value, cabinetId: event.target.value })}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{text.any}</MenuItem>
        {cabinets.map((cabinet) => (
          <MenuItem key={cabinet.id} value={cabinet.id}>
            {cabinet.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={text.marketplace}
        value={value.marketplace}
        onChange={(event) =>
          onChange({ ...value, marketplace: event.target.value as ShopFilters['marketplace'] })
        }
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">{text.any}</MenuItem>
        {CONNECTED_MARKETPLACES.map((key) => (
          <MenuItem key={key} value={key}>
            {MARKETPLACES[key].name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={text.brand}
        value={value.brand}
        onChange={(event) => onChange({ ...value, brand: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 200, list: brandListId, autoComplete: 'off' } }}
      />
      <datalist id={brandListId}>
        {brands.map((brand) => (
          <option key={brand} value={brand} />
        ))}
      </datalist>
      {children}
    </Stack>
  );
}
