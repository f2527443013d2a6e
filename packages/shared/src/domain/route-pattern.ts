/**
 * Matching of URL paths against React Router path patterns such as `/catalog/:id`, so that the
 * server knows the client's routes without React Router. It follows React Router's own rules
 * (`compilePath` and `decodePath` in react-router 8), for the patterns the app uses: static
 * segments and `:param` segments, no optional segments and no splats.
 *
 * - Static segments compare case-insensitively (React Router's default `caseSensitive: false`).
 * - A `:param` segment takes exactly one non-empty segment.
 * - Trailing slashes are ignored: `/login/` is `/login`.
 * - The path is compared decoded, segment by segment (`/%6Frders` is `/orders`); a path that does
 *   not decode is compared as it came.
 */

const REGEX_SPECIALS = /[\\.*+^${}|()[\]]/g;

function compile(pattern: string): RegExp {
  const source = pattern
    .replace(/\/+$/, '')
    .replace(/^\/*/, '/')
    .replace(REGEX_SPECIALS, '\\$&')
    .replace(/\/:[\w-]+/g, '/([^\\/]+)');
  return new RegExp(`^${source}\\/*$`, 'i');
}

/** The path as React Router compares it: each segment decoded, a decoded `/` kept escaped. */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/**
 * A test of `pattern` for a URL pathname (no query, no hash), true when React Router would match
 * the path to it. Compiled once: the server runs it for every page request.
 */
export function routePatternMatcher(pattern: string): (pathname: string) => boolean {
  const matcher = compile(pattern);
  return (pathname) => matcher.test(decodePath(pathname));
}
