import type { CatalogPage } from '@marketpult/shared/contracts/catalog';
import { CATALOG_PAGE_SIZES } from '@marketpult/shared/contracts/catalog';
import {
  DataGrid,
  type GridColumnVisibilityModel,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { paths } from '../../config/paths';
import { russianGridText } from '../../lib/data-grid-locale';
import { CATALOG_COLUMNS } from './catalog-columns';
import { catalogMessages as t } from './ru-messages';

const LOCALE_TEXT = russianGridText(t.noResults);

/*
 * Outside the component, like every other prop of the grid that does not change: DataGrid is
 * memoized and skips a render whose props are all the same ones, so the cabinets' answer (the
 * filter bar's options) does not render the whole grid again.
 */
const PAGE_SIZE_OPTIONS = [...CATALOG_PAGE_SIZES];

export interface CatalogGridProps {
  data: CatalogPage;
  loading: boolean;
  page: GridPaginationModel;
  onPageChange: (model: GridPaginationModel) => void;
  sort: GridSortModel;
  onSortChange: (model: GridSortModel) => void;
  columns: GridColumnVisibilityModel;
  onColumnsChange: (model: GridColumnVisibilityModel) => void;
}

/**
 * The catalog's table, a module of its own so that the screen loads it with `import()`: MUI X
 * DataGrid is the app's heaviest chunk, and evaluated as a dependency of the screen it made the
 * route's script one long task with the grid's (catalog-screen.tsx).
 */
export function CatalogGrid(props: CatalogGridProps) {
  return (
    <DataGrid
      aria-label={paths.catalog.title}
      rows={props.data.items}
      rowCount={props.data.total}
      columns={CATALOG_COLUMNS}
      loading={props.loading}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      disableColumnFilter
      disableRowSelectionOnClick
      paginationModel={props.page}
      onPaginationModelChange={props.onPageChange}
      pageSizeOptions={PAGE_SIZE_OPTIONS}
      sortModel={props.sort}
      onSortModelChange={props.onSortChange}
      columnVisibilityModel={props.columns}
      onColumnVisibilityModelChange={props.onColumnsChange}
      localeText={LOCALE_TEXT}
    />
  );
}
