import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { Suspense, type ReactNode } from 'react';
import { DATA_GRID_HEIGHT } from './data-grid-height';

/**
 * A paged grid's place while its first page (or its chunk) is on the way: in the drawn page and
 * in the app, the same box, so the take-over moves nothing.
 */
export function DataGridPlaceholder({ label }: { label: string }) {
  return (
    <Skeleton
      role="progressbar"
      aria-label={label}
      aria-busy="true"
      variant="rounded"
      height={DATA_GRID_HEIGHT}
    />
  );
}

/**
 * A grid loaded with `import()` (its module is the app's heaviest chunk): the placeholder until
 * the first answer is `ready` and while the chunk loads, then the grid in a box of the fixed
 * height (not autoHeight: the grid draws only the rows on screen). Rows with the `loss` class
 * show in the error colour.
 */
export function DataGridFrame(props: {
  ready: boolean;
  placeholder: ReactNode;
  children: ReactNode;
}) {
  if (!props.ready) return props.placeholder;
  return (
    <Box sx={{ height: DATA_GRID_HEIGHT, '& .loss': { color: 'error.main' } }}>
      <Suspense fallback={props.placeholder}>{props.children}</Suspense>
    </Box>
  );
}
