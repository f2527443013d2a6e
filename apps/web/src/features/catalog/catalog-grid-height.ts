/*
 * The catalog grid's height, the same for the drawn page's placeholder (catalog-skeleton.tsx)
 * and the grid (catalog-screen.tsx), so the take-over moves nothing. A fixed height lets the
 * grid draw only the rows on screen (virtualization): with `autoHeight` it drew all 50 of a
 * page at once, the largest piece of /catalog's Total Blocking Time on a phone. About the
 * screen's height less the header, search and filters; never less than a dozen rows.
 */
export const CATALOG_GRID_HEIGHT = 'max(480px, calc(100vh - 200px))';
