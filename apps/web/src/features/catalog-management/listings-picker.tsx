import { API_PATHS } from '@marketpult/shared/api-paths';
import { cabinetListResponseSchema, type Cabinet } from '@marketpult/shared/contracts/cabinets';
import {
  CATALOG_PAGE_SIZES,
  CATALOG_SEARCH_MAX_LENGTH,
} from '@marketpult/shared/contracts/catalog';
import type {
  CatalogListingFilterInput,
  CatalogListingSortField,
  CatalogListingsPage,
  CatalogListingsQueryInput,
} from '@marketpult/shared/contracts/catalog-listings';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridLocaleText,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { ruRU } from '@mui/x-data-grid/locales';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { getJson } from '../../lib/http';
import { useDebounced } from '../../lib/use-debounced';

import { displayedRows } from '../../lib/ru-format';
import { LISTING_COLUMNS } from './listing-columns';
import {
  ListingFilterBar,
  NO_LISTING_FILTERS,
  toFilterQuery,
  type ListingFilters,
} from './listing-filters';
import { fetchListings, fetchSelection } from './management-api';
import { failureText, managementMessages as t } from './ru-messages';

/** The picked listings: id → its warehouses (what a stock change writes to). */
export type ListingSelection = ReadonlyMap<number, readonly string[]>;

const LOCALE_TEXT: Partial<GridLocaleText> = {
  ...ruRU.components.MuiDataGrid.defaultProps.localeText,
  paginationDisplayedRows: displayedRows,
  noRowsLabel: t.noResults,
  noResultsOverlayLabel: t.noResults,
};

const SEARCH_PAUSE_MS = 300;

interface Props {
  selection: ListingSelection;
  onSelectionChange(next: ListingSelection): void;
  /** Controls that work on the filtered view as a whole (the Excel buttons), above the grid. */
  viewActions?: (filter: CatalogListingFilterInput) => ReactNode;
  /** A new value reloads the page on show (after cost prices were saved elsewhere). */
  reloadKey?: number;
}

/**
 * Step 1: the seller's listings paged, sorted and filtered by the server. The selection is
 * kept here by id, so it survives paging and filtering; «выбрать все по фильтру» asks the
 * server for every id the filters match (up to one run).
 */
export function ListingsPicker({
  selection,
  onSelectionChange,
  viewActions,
  reloadKey = 0,
}: Props) {
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState(NO_LISTING_FILTERS);
  const [page, setPage] = useState<GridPaginationModel>({ page: 0, pageSize: 50 });
  const [sort, setSort] = useState<GridSortModel>([]);
  const [cabinets, setCabinets] = useState<Cabinet[]>([]);
  const [shown, setShown] = useState<{ key: string; data: CatalogListingsPage; failed: boolean }>({
    key: '',
    data: { items: [], total: 0 },
    failed: false,
  });
  const [selectError, setSelectError] = useState('');
  const [selecting, setSelecting] = useState(false);
  const settledSearch = useDebounced(search, SEARCH_PAUSE_MS);
  const settledBrand = useDebounced(filters.brand, SEARCH_PAUSE_MS);
  const filterQuery = useMemo(
    () => toFilterQuery(settledSearch, { ...filters, brand: settledBrand }),
    [settledSearch, settledBrand, filters],
  );
  const query = useMemo((): CatalogListingsQueryInput => {
    const [first] = sort;
    return {
      ...filterQuery,
      page: String(page.page),
      pageSize: String(page.pageSize) as CatalogListingsQueryInput['pageSize'],
      ...(first
        ? { sort: first.field as CatalogListingSortField, order: first.sort ?? 'asc' }
        : {}),
    };
  }, [filterQuery, page, sort]);

  useEffect(() => {
    const controller = new AbortController();
    getJson(API_PATHS.cabinets, cabinetListResponseSchema, { signal: controller.signal })
      .then((answer) => setCabinets(answer.cabinets))
      .catch(() => undefined); // The filter then offers "all" only.
    return () => controller.abort();
  }, []);

  const queryKey = `${reloadKey}:${JSON.stringify(query)}`;
  useEffect(() => {
    const controller = new AbortController();
    fetchListings(query, { signal: controller.signal })
      .then((answer) => setShown({ key: queryKey, data: answer, failed: false }))
      .catch(() => {
        if (controller.signal.aborted) return;
        setShown((current) => ({ ...current, key: queryKey, failed: true }));
      });
    return () => controller.abort();
  }, [query, queryKey]);
  const { data, failed } = shown;
  const loading = shown.key !== queryKey;

  const toFirstPage = () => setPage((current) => ({ ...current, page: 0 }));

  // The grid only knows the page on show: its model decides those rows, the rest stay as picked.
  const changeSelection = (model: GridRowSelectionModel) => {
    const next = new Map(selection);
    for (const row of data.items) {
      const picked = model.type === 'include' ? model.ids.has(row.id) : !model.ids.has(row.id);
      if (picked)
        next.set(
          row.id,
          row.warehouses.map((warehouse) => warehouse.id),
        );
      else next.delete(row.id);
    }
    onSelectionChange(next);
  };

  const selectAll = () => {
    setSelecting(true);
    setSelectError('');
    fetchSelection(filterQuery)
      .then((answer) => {
        const next = new Map(selection);
        for (const item of answer.items) next.set(item.id, item.warehouseIds);
        onSelectionChange(next);
      })
      .catch((failure: unknown) => setSelectError(failureText(failure, t.loadFailed)))
      .finally(() => setSelecting(false));
  };

  const selectionModel = useMemo(
    (): GridRowSelectionModel => ({ type: 'include', ids: new Set(selection.keys()) }),
    [selection],
  );

  return (
    <Stack spacing={2}>
      <TextField
        type="search"
        label={t.search}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          toFirstPage();
        }}
        slotProps={{ htmlInput: { maxLength: CATALOG_SEARCH_MAX_LENGTH } }}
      />
      <ListingFilterBar
        value={filters}
        onChange={(next: ListingFilters) => {
          setFilters(next);
          toFirstPage();
        }}
        cabinets={cabinets}
      />
      {viewActions?.(filterQuery)}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography role="status">{t.selected(selection.size)}</Typography>
        <Button
          variant="outlined"
          onClick={selectAll}
          disabled={selecting || loading || data.total === 0}
        >
          {t.selectAll(data.total)}
        </Button>
        <Button onClick={() => onSelectionChange(new Map())} disabled={selection.size === 0}>
          {t.clearSelection}
        </Button>
      </Stack>
      {selectError && <Alert severity="error">{selectError}</Alert>}
      {failed && <Alert severity="error">{t.loadFailed}</Alert>}
      <Box sx={{ '& .loss': { color: 'error.main' } }}>
        <DataGrid
          aria-label={t.listingsGrid}
          rows={data.items}
          rowCount={data.total}
          columns={LISTING_COLUMNS}
          loading={loading}
          checkboxSelection
          keepNonExistentRowsSelected
          rowSelectionModel={selectionModel}
          onRowSelectionModelChange={changeSelection}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          paginationModel={page}
          onPaginationModelChange={setPage}
          pageSizeOptions={[...CATALOG_PAGE_SIZES]}
          sortModel={sort}
          onSortModelChange={(model) => {
            setSort(model);
            toFirstPage();
          }}
          localeText={LOCALE_TEXT}
          autoHeight
        />
      </Box>
    </Stack>
  );
}
