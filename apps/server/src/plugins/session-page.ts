import type { AuthUserResponse } from '@marketpult/shared/contracts/auth';
import { SESSION_USER_ELEMENT_ID } from '@marketpult/shared/page-session';
import type { SessionUser } from '../modules/auth/session-store';

/** The signed-in user as POST /auth answers it (modules/auth/routes.ts). */
export function authUserOf(user: SessionUser): AuthUserResponse {
  return { UserName: user.email, DisplayName: user.displayName };
}

/**
 * A non-executable `<script type="application/json">` holding `value`: JSON that cannot end
 * its element early (`<` never appears as itself, so neither `</script>` nor `<!--` can).
 */
export function jsonScriptElement(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/**
 * The element that hands the page's user to the web app, so a page load of a guarded screen
 * draws the layout without asking POST /auth first (a round trip, and the layout's scripts,
 * before the first useful paint on a slow phone). JSON that cannot end its <script> early.
 */
export function sessionUserElement(user: SessionUser): string {
  return jsonScriptElement(SESSION_USER_ELEMENT_ID, authUserOf(user));
}

/**
 * What a guarded page for a live session carries besides its user, for the route it opens
 * (`/cabinet`, not `/cabinet/`): HTML for the page's head, '' for none. Asked per request.
 */
export type SessionPageData = (route: string, user: SessionUser) => Promise<string>;

/*
 * Such a page is one session's alone: `no-store` keeps it out of every cache (a shared one
 * would hand it to the next visitor, the browser's own would show it after a sign-out), and
 * `Vary: Cookie` tells any cache that even the pages without a user depend on the cookie.
 */
export const SESSION_PAGE_CACHE_CONTROL = 'private, no-store';
export const PAGE_VARY = 'accept-encoding, cookie';
