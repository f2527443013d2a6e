import { paths } from '../config/paths';

/**
 * The module behind each public screen, relative to apps/web. router.tsx imports the same
 * modules lazily; the build lists each one's scripts for the server, which preloads them in
 * that route's page (build/route-preloads.ts), so the sign-in form does not wait for the entry
 * script to ask for it. A unit test keeps this list and the router in step.
 */
export const PUBLIC_SCREEN_MODULES: Readonly<Record<string, string>> = Object.freeze({
  [paths.login.path]: 'src/features/auth/login-screen.tsx',
  [paths.registration.path]: 'src/features/sign-up/registration-screen.tsx',
  [paths.registrationConfirm.path]: 'src/features/sign-up/confirm-screen.tsx',
});
