import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { catalogMessages as t } from './ru-messages';

/** About the height of the grid's header, its first rows and its footer on a phone's screen. */
const GRID_HEIGHT_PX = 480;

/**
 * What the server draws under the catalog's title before the app arrives (prerender/pages.tsx):
 * the search row, the filter bar and the grid as plain boxes in their places, so the page's
 * largest text, the title, is painted with the document and the grid's scripts (MUI X
 * DataGrid, the heaviest chunk of the app) load while it shows. No text, nothing for a screen
 * reader but the progress bar's name; the app's first commit replaces it.
 */
export function CatalogSkeleton() {
  return (
    <Box role="progressbar" aria-label={t.loading} aria-busy="true">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <Skeleton variant="rounded" height={56} sx={{ flex: 1 }} />
        <Skeleton variant="rounded" width={180} height={36} />
      </Stack>
      <Skeleton variant="rounded" height={40} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={GRID_HEIGHT_PX} />
    </Box>
  );
}
