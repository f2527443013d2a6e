import { authUserResponseSchema } from '@marketpult/shared/contracts/auth';
import { SESSION_USER_ELEMENT_ID } from '@marketpult/shared/page-session';
import { toUserInfo, type UserInfo } from './auth-api';

/**
 * The signed-in user the served page carries (the server writes it into a guarded page it
 * sends for a live session), or null: no such element (no session, a public page, the
 * development server) or a malformed one, and then the guard asks POST /auth as before.
 */
export function readPageSessionUser(doc: Document | undefined): UserInfo | null {
  const text = doc?.getElementById(SESSION_USER_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = authUserResponseSchema.safeParse(JSON.parse(text));
    return parsed.success ? toUserInfo(parsed.data) : null;
  } catch {
    return null;
  }
}
