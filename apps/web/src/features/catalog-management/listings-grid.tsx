import { CATALOG_PAGE_SIZES } from '@marketpult/shared/contracts/catalog';
import type { CatalogListingsPage } from '@marketpult/shared/contracts/catalog-listings';
import {
  DataGrid,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { russianGridText } from '../../lib/data-grid-locale';
import { LISTING_COLUMNS } from './listing-columns';
import { managementMessages as t } from './ru-messages';

const LOCALE_TEXT = russianGridText(t.noResults);

/*
 * Outside the component, and the grid's handlers kept the same across renders: DataGrid is
 * memoized and skips a render whose props are all the same ones, so the cabinets' or the recent
 * runs' answers do not render the whole grid again.
 */
const PAGE_SIZE_OPTIONS = [...CATALOG_PAGE_SIZES];

export interface ListingsGridProps {
  data: CatalogListingsPage;
  loading: boolean;
  selection: GridRowSelectionModel;
  onSelectionChange: (model: GridRowSelectionModel) => void;
  page: GridPaginationModel;
  onPageChange: (model: GridPaginationModel) => void;
  sort: GridSortModel;
  onSortChange: (model: GridSortModel) => void;
}

/**
 * The listings picker's table, a module of its own so that the picker loads it with `import()`
 * (listings-picker.tsx): MUI X DataGrid is the app's heaviest chunk, and evaluated as a static
 * dependency of the screen it made the route's script one long task with the grid's.
 */
export function ListingsGrid(props: ListingsGridProps) {
  return (
    <DataGrid
      aria-label={t.listingsGrid}
      rows={props.data.items}
      rowCount={props.data.total}
      columns={LISTING_COLUMNS}
      loading={props.loading}
      checkboxSelection
      keepNonExistentRowsSelected
      rowSelectionModel={props.selection}
      onRowSelectionModelChange={props.onSelectionChange}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      disableColumnFilter
      paginationModel={props.page}
      onPaginationModelChange={props.onPageChange}
      pageSizeOptions={PAGE_SIZE_OPTIONS}
      sortModel={props.sort}
      onSortModelChange={props.onSortChange}
      localeText={LOCALE_TEXT}
    />
  );
}
