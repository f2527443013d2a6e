import type {
  CatalogListingFilterInput,
  CatalogListingSortField,
  CatalogListingsPage,
  CatalogListingsQueryInput,
} from '@marketpult/shared/contracts/catalog-listings';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { GridPaginationModel, GridRowSelectionModel, GridSortModel } from '@mui/x-data-grid';
import {
  lazy,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { SEARCH_PAUSE_MS, useShopFilterOptions } from '../../components/shop-filter-options';
import { DataGridFrame } from '../../lib/data-grid-frame';
import { useDebounced } from '../../lib/use-debounced';
import { ListingsGridPlaceholder } from './catalog-management-skeleton';
import { NO_LISTING_FILTERS, toFilterQuery } from './listing-filters';
import type * as GridModule from './listings-grid';
import { ListingsPickerControls } from './listings-picker-controls';
import { fetchListings, fetchSelection } from './management-api';
import { failureText, managementMessages as t } from './ru-messages';

/*
 * The grid (MUI X DataGrid, the app's heaviest chunk) comes with `import()`, as on /catalog
 * (catalog-screen.tsx): the screen takes over the drawn page first and the grid's script runs
 * as a task of its own. The build still preloads it with the page (SIGNED_IN_SCREEN_MODULES).
 */
let gridModule: Promise<typeof GridModule> | undefined;
export const loadListingsGrid = () => (gridModule ??= import('./listings-grid'));
const ListingsGrid = lazy(async () => ({ default: (await loadListingsGrid()).ListingsGrid }));

/** The picked listings: id → its warehouses (what a stock change writes to). */
export type ListingSelection = ReadonlyMap<number, readonly string[]>;

/*
 * The grid's handlers are kept the same across renders: DataGrid is memoized and skips a render
 * whose props are all the same ones, so the cabinets' or the recent runs' answers do not render
 * the whole grid again.
 */

interface Props {
  selection: ListingSelection;
  onSelectionChange(next: ListingSelection): void;
  /** Controls that work on the filtered view as a whole (the Excel buttons), above the grid. */
  viewActions?: (filter: CatalogListingFilterInput) => ReactNode;
  /** A new value reloads the page on show (after cost prices were saved elsewhere). */
  reloadKey?: number;
  /** Only this product's listings (/catalog-management?product=<id>). */
  productId?: string | undefined;
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
  productId,
}: Props) {
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState(NO_LISTING_FILTERS);
  const [page, setPage] = useState<GridPaginationModel>({ page: 0, pageSize: 50 });
  const [sort, setSort] = useState<GridSortModel>([]);
  const { cabinets, brands, brand } = useShopFilterOptions(filters.brand);
  useEffect(() => void loadListingsGrid(), []);
  const [shown, setShown] = useState<{ key: string; data: CatalogListingsPage; failed: boolean }>({
    key: '',
    data: { items: [], total: 0 },
    failed: false,
  });
  const [selectError, setSelectError] = useState('');
  const [selecting, setSelecting] = useState(false);
  const settledSearch = useDebounced(search, SEARCH_PAUSE_MS);
  const filterQuery = useMemo(
    () => ({
      ...toFilterQuery(settledSearch, { ...filters, brand }),
      ...(productId ? { productId } : {}),
    }),
    [settledSearch, brand, filters, productId],
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

  const queryKey = `${reloadKey}:${JSON.stringify(query)}`;
  useEffect(() => {
    const controller = new AbortController();
    fetchListings(query, { signal: controller.signal })
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
   * with no rows and `loading` draws a skeleton of its own, cell by cell (noRowsVariant), a
   * render and commit with all of the grid's styles only to be drawn again with the rows.
   */
  const answered = shown.key !== '';

  const toFirstPage = () => setPage((current) => ({ ...current, page: 0 }));

  // The grid only knows the page on show: its model decides those rows, the rest stay as picked.
  const changeSelection = useCallback(
    (model: GridRowSelectionModel) => {
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
    },
    [selection, data.items, onSelectionChange],
  );

  const changeSort = useCallback((model: GridSortModel) => {
    setSort(model);
    setPage((current) => ({ ...current, page: 0 }));
  }, []);

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
      <ListingsPickerControls
        search={search}
        onSearch={(value) => {
          setSearch(value);
          toFirstPage();
        }}
        filters={filters}
        onFilters={(next) => {
          setFilters(next);
          toFirstPage();
        }}
        cabinets={cabinets}
        brands={brands}
        actions={viewActions?.(filterQuery)}
        selectedCount={selection.size}
        matching={data.total}
        selectAllDisabled={selecting || loading || data.total === 0}
        onSelectAll={selectAll}
        onClearSelection={() => onSelectionChange(new Map())}
      />
      {selectError && <Alert severity="error">{selectError}</Alert>}
      {failed && <Alert severity="error">{t.loadFailed}</Alert>}
      <DataGridFrame ready={answered} placeholder={<ListingsGridPlaceholder />}>
        <ListingsGrid
          data={data}
          loading={loading}
          selection={selectionModel}
          onSelectionChange={changeSelection}
          page={page}
          onPageChange={setPage}
          sort={sort}
          onSortChange={changeSort}
        />
      </DataGridFrame>
    </Stack>
  );
}
