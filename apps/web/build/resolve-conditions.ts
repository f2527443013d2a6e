import { defaultClientConditions } from 'vite';

/*
 * A package's `development` files carry warnings and checks: React Router's cost /login ~15 ms
 * of module evaluation in Chromium. Vite picks them by NODE_ENV, which the caller's environment
 * may set (Vitest sets `test`); a build always takes the production files, the development
 * server keeps the checks.
 */
export function resolveConditions(command: 'build' | 'serve'): string[] {
  return defaultClientConditions.map((condition) =>
    command === 'build' && condition === 'development|production' ? 'production' : condition,
  );
}
