/**
 * Every HTTP path the server answers and the web app calls, defined once.
 * The spellings of spec §7 are kept as they are (including `insructions`).
 */
export const API_PATHS = Object.freeze({
  md5: '/v2/md5',
  authCredentials: '/auth/credentials',
  authLogout: '/auth/logout',
  auth: '/auth',
  registration: '/Users_Registration',
  confirmRegistration: '/Users_ConfirmRegistration',
  marketsAccountConfirm: '/markets-proxy/accounts/confirm',
  instructionsList: '/markets/insructions/list',
  /** Not in spec §7: the profile screens' calls, in the style of the /Users_ endpoints. */
  changePassword: '/Users_ChangePassword',
  updateProfile: '/Users_UpdateProfile',
  healthz: '/healthz',
  runtimeConfig: '/api/runtime-config',
  openapi: '/openapi.json',
  docs: '/docs',
} as const);

export type ApiPath = (typeof API_PATHS)[keyof typeof API_PATHS];

/**
 * Path prefixes that belong to the server, never to the single-page app. A GET under one of
 * these that no route answers is a JSON 404, not `index.html`.
 */
export const API_PREFIXES = Object.freeze([
  '/api/',
  '/v2/',
  '/auth',
  '/Users_',
  '/markets-proxy/',
  '/markets/',
  '/healthz',
  '/openapi.json',
  '/docs',
  '/help/',
] as const);

/** True when a request path belongs to the server rather than to a client route. */
export function isApiPath(path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  return API_PREFIXES.some((prefix) =>
    prefix.endsWith('/') || prefix.endsWith('_')
      ? pathname.startsWith(prefix)
      : pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
