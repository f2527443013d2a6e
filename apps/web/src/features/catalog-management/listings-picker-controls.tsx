import type { Cabinet } from '@marketpult/shared/contracts/cabinets';
import { CATALOG_SEARCH_MAX_LENGTH } from '@marketpult/shared/contracts/catalog';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ListingFilterBar, type ListingFilters } from './listing-filters';
import { managementMessages as t } from './ru-messages';

interface Props {
  search: string;
  onSearch(value: string): void;
  filters: ListingFilters;
  onFilters(next: ListingFilters): void;
  cabinets: readonly Cabinet[];
  /** The account's brands, which the brand field suggests. */
  brands?: readonly string[];
  /** Controls that work on the filtered view as a whole (the Excel buttons). */
  actions?: ReactNode;
  selectedCount: number;
  /** How many listings the filters match (what «выбрать все по фильтру» would pick). */
  matching: number;
  selectAllDisabled: boolean;
  onSelectAll(): void;
  onClearSelection(): void;
}

/**
 * What the listings picker shows above its grid: the search, the filters, the view's actions
 * and the selection's count and buttons. The drawn page shows the same controls before the app
 * arrives (catalog-management-skeleton.tsx), so the take-over moves and repaints nothing there.
 * Siblings, not a box of their own: they sit in the picker's column with its spacing.
 */
export function ListingsPickerControls({
  search,
  onSearch,
  filters,
  onFilters,
  cabinets,
  brands,
  actions,
  selectedCount,
  matching,
  selectAllDisabled,
  onSelectAll,
  onClearSelection,
}: Props) {
  return (
    <>
      <TextField
        type="search"
        label={t.search}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        slotProps={{ htmlInput: { maxLength: CATALOG_SEARCH_MAX_LENGTH } }}
      />
      <ListingFilterBar value={filters} onChange={onFilters} cabinets={cabinets} brands={brands} />
      {actions}
      {/*
        One under another on a phone: side by side, the select-all button wrapped to a line of
        its own once the count in its label grew (3 000), which moved the grid below.
      */}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <Typography role="status">{t.selected(selectedCount)}</Typography>
        <Button variant="outlined" onClick={onSelectAll} disabled={selectAllDisabled}>
          {t.selectAll(matching)}
        </Button>
        <Button onClick={onClearSelection} disabled={selectedCount === 0}>
          {t.clearSelection}
        </Button>
      </Stack>
    </>
  );
}
