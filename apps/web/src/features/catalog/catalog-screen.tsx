import { API_PATHS } from '@marketpult/shared/api-paths';
import { cabinetListResponseSchema, type Cabinet } from '@marketpult/shared/contracts/cabinets';
import {
  CATALOG_PAGE_SIZES,
  type CatalogPage,
  type CatalogQueryInput,
  type CatalogSortField,
} from '@marketpult/shared/contracts/catalog';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  type GridLocaleText,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { ruRU } from '@mui/x-data-grid/locales';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { PageFrame } from '../../components/page-frame';
import { paths } from '../../config/paths';
import { DATA_GRID_HEIGHT } from '../../lib/data-grid-height';
import { getJson } from '../../lib/http';
import { exportHref, fetchProducts } from './catalog-api';
import { CATALOG_COLUMNS } from './catalog-columns';
import { CatalogFilterBar, NO_FILTERS, type CatalogFilters } from './catalog-filters';
import { CatalogToolbar } from './catalog-toolbar';
import { displayedRows } from '../../lib/ru-format';
import { useColumnChoice } from './column-choice';
import { catalogMessages as t } from './ru-messages';
import { useDebounced } from '../../lib/use-debounced';

/** Russian grid texts; the footer reads «1–50 из 100 000» (ruRU leaves it in English). */
const LOCALE_TEXT: Partial<GridLocaleText> = {
  ...ruRU.components.MuiDataGrid.defaultProps.localeText,
  paginationDisplayedRows: displayedRows,
  noRowsLabel: t.noResults,
  noResultsOverlayLabel: t.noResults,
};

const SEARCH_PAUSE_MS = 300;

/*
 * Outside the component, like every other prop of the grid that does not change: DataGrid is
 * memoized and skips a render whose props are all the same ones, so the cabinets' answer (the
 * filter bar's options) does not render the whole grid again.
 */
const PAGE_SIZE_OPTIONS = [...CATALOG_PAGE_SIZES];

function toQuery(
  search: string,
  filters: CatalogFilters,
  page: GridPaginationModel,
  sort: GridSortModel,
): CatalogQueryInput {
  const [first] = sort;
  return {
    page: String(page.page),
    pageSize: String(page.pageSize) as CatalogQueryInput['pageSize'],
    ...(first ? { sort: first.field as CatalogSortField, order: first.sort ?? 'asc' } : {}),
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(filters.cabinetId ? { cabinetId: filters.cabinetId } : {}),
    ...(filters.marketplace ? { marketplace: filters.marketplace } : {}),
    ...(filters.brand.trim() ? { brand: filters.brand.trim() } : {}),
    ...(filters.noCostPrice ? { noCostPrice: 'true' } : {}),
    ...(filters.noStock ? { noStock: 'true' } : {}),
    ...(filters.lossMaking ? { lossMaking: 'true' } : {}),
    ...(filters.unlinked ? { unlinked: 'true' } : {}),
  };
}

/** /catalog: every product across cabinets, paged, sorted and filtered by the server. */
export function CatalogScreen() {
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState(NO_FILTERS);
  const [page, setPage] = useState<GridPaginationModel>({ page: 0, pageSize: 50 });
  const [sort, setSort] = useState<GridSortModel>([]);
  const [columns, setColumns] = useColumnChoice();
  const [shown, setShown] = useState<{ key: string; data: CatalogPage; failed: boolean }>({
    key: '',
    data: { items: [], total: 0 },
    failed: false,
  });
  const [cabinets, setCabinets] = useState<Cabinet[]>([]);
  const settledSearch = useDebounced(search, SEARCH_PAUSE_MS);
  const settledBrand = useDebounced(filters.brand, SEARCH_PAUSE_MS);
  const query = useMemo(
    () => toQuery(settledSearch, { ...filters, brand: settledBrand }, page, sort),
    [settledSearch, settledBrand, filters, page, sort],
  );

  useEffect(() => {
    const controller = new AbortController();
    getJson(API_PATHS.cabinets, cabinetListResponseSchema, { signal: controller.signal })
      .then((answer) => setCabinets(answer.cabinets))
      .catch(() => undefined); // The filter then offers "all" only.
    return () => controller.abort();
  }, []);

  // Loading while the page on show answers another query than the one asked now.
  const queryKey = JSON.stringify(query);
  useEffect(() => {
    const controller = new AbortController();
    fetchProducts(query, { signal: controller.signal })
      // A transition: React draws the page's rows in slices and lets input in between.
      .then((answer) =>
        startTransition(() => setShown({ key: queryKey, data: answer, failed: false })),
      )
      .catch(() => {
        if (controller.signal.aborted) return;
        setShown((current) => ({ ...current, key: queryKey, failed: true }));
      });
    return () => controller.abort();
  }, [query, queryKey]);
  const { data, failed } = shown;
  const loading = shown.key !== queryKey;

  const changeSort = useCallback((model: GridSortModel) => {
    setSort(model);
    setPage((current) => ({ ...current, page: 0 }));
  }, []);

  const changeFilters = (next: CatalogFilters) => {
    setFilters(next);
    setPage((current) => ({ ...current, page: 0 }));
  };

  return (
    <PageFrame title={paths.catalog.title}>
      <Stack spacing={2}>
        <CatalogToolbar
          search={search}
          onSearch={(value) => {
            setSearch(value);
            setPage((current) => ({ ...current, page: 0 }));
          }}
          exportHref={exportHref(query)}
        />
        <CatalogFilterBar value={filters} onChange={changeFilters} cabinets={cabinets} />
        {failed && <Alert severity="error">{t.loadFailed}</Alert>}
        <Box sx={{ height: DATA_GRID_HEIGHT, '& .loss': { color: 'error.main' } }}>
          <DataGrid
            aria-label={paths.catalog.title}
            rows={data.items}
            rowCount={data.total}
            columns={CATALOG_COLUMNS}
            loading={loading}
            paginationMode="server"
            sortingMode="server"
            filterMode="server"
            disableColumnFilter
            disableRowSelectionOnClick
            paginationModel={page}
            onPaginationModelChange={setPage}
            pageSizeOptions={PAGE_SIZE_OPTIONS}
            sortModel={sort}
            onSortModelChange={changeSort}
            columnVisibilityModel={columns}
            onColumnVisibilityModelChange={setColumns}
            localeText={LOCALE_TEXT}
          />
        </Box>
      </Stack>
    </PageFrame>
  );
}
