import {
  CONNECTED_MARKETPLACES,
  type Cabinet,
  type ConnectedMarketplaceKey,
} from '@marketpult/shared/contracts/cabinets';
import { MARKETPLACES } from '@marketpult/shared/constants/marketplaces';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { catalogMessages as t } from './ru-messages';

/** What the filter bar sets; the search is separate (it waits for the seller to pause). */
export interface CatalogFilters {
  cabinetId: string;
  marketplace: ConnectedMarketplaceKey | '';
  brand: string;
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
}

export function CatalogFilterBar({ value, onChange, cabinets }: Props) {
  const set = <Key extends keyof CatalogFilters>(key: Key, next: CatalogFilters[Key]) =>
    onChange({ ...value, [key]: next });
  return (
    <Stack
      component="fieldset"
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', border: 0, p: 0, m: 0 }}
    >
      <legend className="visually-hidden" style={{ position: 'absolute', left: -10000 }}>
        {t.filters}
      </legend>
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
      {FLAGS.map((flag) => (
        <FormControlLabel
          key={flag}
          control={
            <Checkbox checked={value[flag]} onChange={(event) => set(flag, event.target.checked)} />
          }
          label={t[flag]}
        />
      ))}
    </Stack>
  );
}
