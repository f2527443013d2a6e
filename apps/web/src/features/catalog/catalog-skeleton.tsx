import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGridPlaceholder } from '../../lib/data-grid-frame';
import { exportHref } from './catalog-api';
import { CatalogFilterBar, NO_FILTERS } from './catalog-filters';
import { CatalogToolbar } from './catalog-toolbar';
import { catalogMessages as t } from './ru-messages';

/** The view the catalog opens with (catalog-screen.tsx): first page, 50 rows, no filters. */
const FIRST_VIEW_EXPORT = exportHref({ page: '0', pageSize: '50' });
const ignore = () => undefined;

/**
 * What the server draws of the catalog before the app arrives (prerender/pages.tsx): the search
 * row and the filter bar as the app first draws them, and the grid as a plain box, so the page's
 * largest text (the search's label) is painted with the document and the grid's scripts (MUI X
 * DataGrid, the heaviest chunk of the app) load while it shows. The controls are inert until
 * the app's first commit replaces them: input there would be lost.
 */
export function CatalogSkeleton() {
  return (
    <Stack spacing={2}>
      <Box inert>
        <Stack spacing={2}>
          <CatalogToolbar search="" onSearch={ignore} exportHref={FIRST_VIEW_EXPORT} />
          <CatalogFilterBar value={NO_FILTERS} onChange={ignore} cabinets={[]} />
        </Stack>
      </Box>
      <CatalogGridPlaceholder />
    </Stack>
  );
}

/**
 * The grid's place while its first page is on the way: in the drawn page, and in the app until
 * the products' first answer (catalog-screen.tsx), so the take-over changes nothing there.
 */
export function CatalogGridPlaceholder() {
  return <DataGridPlaceholder label={t.loading} />;
}
