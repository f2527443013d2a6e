import type { GridLocaleText } from '@mui/x-data-grid';
import { ruRU } from '@mui/x-data-grid/locales';
import { displayedRows } from './ru-format';

/**
 * A paged data grid's Russian texts (MUI X DataGrid): ruRU, with the footer as «1–50 из 100 000»
 * (ruRU leaves it in English) and the screen's own «Нет результатов». Imported only by the grid
 * modules that screens load with `import()`, so the locale travels with the grid's chunk.
 */
export function russianGridText(noResults: string): Partial<GridLocaleText> {
  return {
    ...ruRU.components.MuiDataGrid.defaultProps.localeText,
    paginationDisplayedRows: displayedRows,
    noRowsLabel: noResults,
    noResultsOverlayLabel: noResults,
  };
}
