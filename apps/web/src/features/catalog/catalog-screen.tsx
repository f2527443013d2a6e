import type {
  CatalogPage,
  CatalogQueryInput,
  CatalogSortField,
} from '@marketpult/shared/contracts/catalog';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { lazy, startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { PageFrame } from '../../components/page-frame';
import { SEARCH_PAUSE_MS, useShopFilterOptions } from '../../components/shop-filter-options';
import { paths } from '../../config/paths';
import { DataGridFrame } from '../../lib/data-grid-frame';
import { exportHref, fetchProducts } from './catalog-api';
import { CatalogFilterBar, NO_FILTERS, type CatalogFilters } from './catalog-filters';
import type * as GridModule from './catalog-grid';
import { CatalogGridPlaceholder } from './catalog-skeleton';
import { CatalogToolbar } from './catalog-toolbar';
import { useColumnChoice } from './column-choice';
import { catalogMessages as t } from './ru-messages';
import { useDebounced } from '../../lib/use-debounced';

/*
 * The grid (MUI X DataGrid, the app's heaviest chunk) comes with `import()`, not as a static
 * dependency of this screen: evaluated with the route's script it made one long task of both,
 * now the screen takes over the drawn page first and the grid's script runs as a task of its
 * own. The build still preloads it with the page (SIGNED_IN_SCREEN_MODULES). Started once, by
 * the first render of the screen, so it loads while the first page of products is asked for.
 */
let gridModule: Promise<typeof GridModule> | undefined;
export const loadCatalogGrid = () => (gridModule ??= import('./catalog-grid'));
const CatalogGrid = lazy(async () => ({ default: (await loadCatalogGrid()).CatalogGrid }));

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
  const { cabinets, brands, brand } = useShopFilterOptions(filters.brand);
  useEffect(() => void loadCatalogGrid(), []);
  const settledSearch = useDebounced(search, SEARCH_PAUSE_MS);
  const query = useMemo(
    () => toQuery(settledSearch, { ...filters, brand }, page, sort),
    [settledSearch, brand, filters, page, sort],
  );

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
  /*
   * Until the first answer the grid's place keeps the drawn page's skeleton: a grid mounted
   * with no rows and `loading` draws a skeleton of its own, cell by cell (noRowsVariant), and
   * that render and commit, with all of the grid's styles, was the page load's longest task,
   * only to be drawn again with the rows a moment later.
   */
  const answered = shown.key !== '';

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
        <CatalogFilterBar
          value={filters}
          onChange={changeFilters}
          cabinets={cabinets}
          brands={brands}
        />
        {failed && <Alert severity="error">{t.loadFailed}</Alert>}
        <DataGridFrame ready={answered} placeholder={<CatalogGridPlaceholder />}>
          <CatalogGrid
            data={data}
            loading={loading}
            page={page}
            onPageChange={setPage}
            sort={sort}
            onSortChange={changeSort}
            columns={columns}
            onColumnsChange={setColumns}
          />
        </DataGridFrame>
      </Stack>
    </PageFrame>
  );
}
