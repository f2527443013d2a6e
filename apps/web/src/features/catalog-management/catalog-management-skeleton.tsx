import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPlaceholder } from '../../lib/data-grid-frame';
import { ExcelActions } from './excel';
import { NO_LISTING_FILTERS } from './listing-filters';
import { ListingsPickerControls } from './listings-picker-controls';
import { managementMessages as t } from './ru-messages';

const ignore = () => undefined;

/**
 * What the server draws under the screen's title before the app arrives (prerender/pages.tsx):
 * the picking step as the app first draws it, its heading, search, filters, Excel buttons and
 * selection row, and the grid as a plain box of the grid's height. A lone box there was
 * repainted and pushed down by the app's first commit: Lighthouse's speed index waited for it
 * (3.3–4.5 s against /catalog's 1.8–2.0 s) and counted a layout shift. The controls are inert
 * until the app's first commit replaces them: input there would be lost.
 */
export function CatalogManagementSkeleton() {
  return (
    <Stack spacing={3}>
      <Typography variant="h6" component="h2">
        {t.pickStep}
      </Typography>
      <Stack spacing={2}>
        <Box inert>
          <Stack spacing={2}>
            <ListingsPickerControls
              search=""
              onSearch={ignore}
              filters={NO_LISTING_FILTERS}
              onFilters={ignore}
              cabinets={[]}
              actions={<ExcelActions filter={{}} onDryRun={ignore} />}
              selectedCount={0}
              matching={0}
              selectAllDisabled
              onSelectAll={ignore}
              onClearSelection={ignore}
            />
          </Stack>
        </Box>
        <ListingsGridPlaceholder />
      </Stack>
    </Stack>
  );
}

/**
 * The grid's place while its first page is on the way: in the drawn page, and in the picker
 * until the listings' first answer (listings-picker.tsx), so the take-over changes nothing there.
 */
export function ListingsGridPlaceholder() {
  return <DataGridPlaceholder label={t.loading} />;
}
