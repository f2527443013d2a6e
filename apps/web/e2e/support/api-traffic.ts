import type { Page } from '@playwright/test';
import { isApiPath } from '@marketpult/shared/api-paths';

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * Intercepts every API call the page makes and records it as it goes out (then lets it
 * through unchanged), so a spec can compare the payloads with spec §7.
 */
export async function recordApiCalls(page: Page): Promise<ApiCall[]> {
  const calls: ApiCall[] = [];
  await page.route(
    (url) => isApiPath(url.pathname),
    async (route) => {
      const request = route.request();
      calls.push({
        method: request.method(),
        path: new URL(request.url()).pathname,
        body: request.postData() ? (request.postDataJSON() as unknown) : undefined,
        headers: await request.allHeaders(),
      });
      await route.continue();
    },
  );
  return calls;
}

export const callsTo = (calls: ApiCall[], path: string) =>
  calls.filter((call) => call.path === path);
