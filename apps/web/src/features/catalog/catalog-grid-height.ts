/*
 * The catalog grid's height, the same for the drawn page's placeholder (catalog-skeleton.tsx)
 * and the grid (catalog-screen.tsx), so the take-over moves nothing. A fixed height lets the
 * grid draw only the rows on screen (virtualization): with `autoHeight` it drew all 50 rows of
 * a page at once, about 1,100 elements on /catalog against some 600 now on a phone's screen.
 * About the screen's height less the header, search and filters; never less than 480 px.
 */
export const CATALOG_GRID_HEIGHT = 'max(480px, calc(100vh - 200px))';
