import { cabinetListResponseSchema, type Cabinet } from '@marketpult/shared/contracts/cabinets';
import { PAGE_CABINETS_ELEMENT_ID } from '@marketpult/shared/page-cabinets';

/**
 * The cabinets the served page carries (a page load of the list with a live session: the
 * server writes GET /api/cabinets' answer into it), taken once: they are as fresh as the page,
 * so only the list's first render after the page load may use them; any later visit of the
 * list asks the server. Undefined without the element (no session, another screen, the
 * development server) or with a malformed one, and the list asks as before.
 */
export function takePageCabinets(doc: Document = document): readonly Cabinet[] | undefined {
  const element = doc.getElementById(PAGE_CABINETS_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const parsed = cabinetListResponseSchema.safeParse(JSON.parse(element.textContent));
    return parsed.success ? parsed.data.cabinets : undefined;
  } catch {
    return undefined;
  }
}
