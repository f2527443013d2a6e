import { join } from 'node:path';
import { API_PATHS } from '@marketpult/shared/api-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, runTs, type RunningProcess } from '../../helpers/child-process';
import { removeScratchDirs, scratchDir } from '../../helpers/scratch-dir';
import { TEST_DB_KIND, createScratchPostgres, type ScratchPostgres } from '../../helpers/test-db';

const START_TIMEOUT_MS = 45_000;

/** What curl with a cookie jar does: keep Set-Cookie values, send them back. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value && !/max-age=0/i.test(line)) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

describe(`npm start with the demo account on ${TEST_DB_KIND}`, () => {
  let server: RunningProcess | undefined;
  let scratch: ScratchPostgres | undefined;
  beforeAll(async () => {
    if (TEST_DB_KIND === 'postgres') scratch = await createScratchPostgres();
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await scratch?.drop();
    removeScratchDirs();
  });

  it(
    'prints the demo login after the URL, and the demo user signs in over HTTP',
    async () => {
      const dataDir = join(scratchDir('demo-start'), 'data');
      const port = await freePort();
      server = runTs('src/server.ts', [], {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: join(dataDir, '..', 'no-web-build'),
        // PGlite seeds by default; PostgreSQL only when asked to.
        ...(scratch ? { DATABASE_URL: scratch.url, SEED_DEMO: '1' } : {}),
      });
      await server.waitFor(/Демо-вход: demo@marketpult\.ru \/ demo1234/, START_TIMEOUT_MS);
      expect(server.output()).toMatch(
        /МаркетПульт: http:\/\/localhost:\d+\r?\nДемо-вход: demo@marketpult\.ru \/ demo1234/,
      );

      const base = `http://127.0.0.1:${port}`;
      const jar = new CookieJar();
      jar.take(await fetch(`${base}${API_PATHS.runtimeConfig}`));
      const post = async (path: string, body: unknown) => {
        const response = await fetch(`${base}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: jar.header(),
            'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '',
          },
          body: JSON.stringify(body),
        });
        jar.take(response);
        return response;
      };

      const md5 = await post(API_PATHS.md5, { plain: 'demo1234' });
      expect(md5.status).toBe(200);
      const { md5: hash } = (await md5.json()) as { md5: string };
      const login = await post(API_PATHS.authCredentials, {
        userName: 'demo@marketpult.ru',
        password: hash,
      });
      expect(login.status).toBe(200);
      expect(await login.json()).toEqual({
        UserName: 'demo@marketpult.ru',
        DisplayName: 'Демо Продавец',
      });
      const me = await post(API_PATHS.auth, {});
      expect(me.status).toBe(200);
      expect(((await me.json()) as { UserName: string }).UserName).toBe('demo@marketpult.ru');
      // The start alone may take START_TIMEOUT_MS on a busy machine: the test's own limit is longer.
    },
    2 * START_TIMEOUT_MS,
  );
});
