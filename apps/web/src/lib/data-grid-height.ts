/*
 * The height of a paged data grid (MUI X DataGrid) on a screen: /catalog's and the listings
 * picker of /catalog-management. The same for the drawn page's placeholder and the grid, so
 * the take-over moves nothing. A fixed height lets the grid draw only the rows on screen
 * (virtualization): with `autoHeight` it drew all 50 rows of a page at once, about 1,100
 * elements on /catalog against some 600 now on a phone's screen, and the rows' render and
 * commit were the longest tasks of the page load. About the screen's height less the header,
 * search and filters; never less than 480 px.
 */
export const DATA_GRID_HEIGHT = 'max(480px, calc(100vh - 200px))';
