import { useMatches } from 'react-router';

/** What every screen route carries in its `handle`: the pattern it was declared with. */
export interface RouteHandle {
  pattern: string;
}

/**
 * The handle of the catch-all route: its pattern as declared. No knowledge-base page is `*`, so
 * the help button counts nothing there, and no menu entry is marked.
 */
export const NOT_FOUND_HANDLE: RouteHandle = Object.freeze({ pattern: '*' });

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as Partial<RouteHandle>).pattern === 'string'
  );
}

/**
 * The route pattern of the screen on show, e.g. `/catalog/:id` (React Router's matches carry
 * the matched pathname, not the pattern). Empty while no screen route matches.
 */
export function useRoutePattern(): string {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.pattern;
  }
  return '';
}
