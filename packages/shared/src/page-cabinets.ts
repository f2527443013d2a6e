/**
 * The `<script type="application/json">` of a page load of the cabinet list (or of the root,
 * which lands there) with a live session: GET /api/cabinets' answer for that account
 * (cabinetListResponseSchema), so the list draws with the layout instead of after a round
 * trip. A module of its own, without imports: the list's chunk takes it alone, and the
 * sign-in screen's scripts stay as they are (page-session.ts is on their path).
 */
export const PAGE_CABINETS_ELEMENT_ID = 'mp-page-cabinets';
