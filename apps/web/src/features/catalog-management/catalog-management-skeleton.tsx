import Skeleton from '@mui/material/Skeleton';
import { managementMessages as t } from './ru-messages';

/** About the height of the listings' search, filters and the grid's first rows on a phone. */
const HEIGHT_PX = 640;

/**
 * What the server draws under the screen's title before the app arrives (prerender/pages.tsx):
 * one plain box where the listings go, so the title, the page's largest text, is painted with
 * the document while the grid's scripts load. The app's first commit replaces it.
 */
export function CatalogManagementSkeleton() {
  return (
    <Skeleton
      role="progressbar"
      aria-label={t.loading}
      aria-busy="true"
      variant="rounded"
      height={HEIGHT_PX}
    />
  );
}
