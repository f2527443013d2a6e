import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@marketpult/shared/api-paths';
import {
  cabinetListResponseSchema,
  type CabinetListResponse,
} from '@marketpult/shared/contracts/cabinets';
import { PAGE_CABINETS_ELEMENT_ID } from '@marketpult/shared/page-cabinets';
import { addCabinet } from '../modules/cabinets/cabinet-fixtures';
import { FakeMarketplace, GOOD_KEY } from '../modules/cabinets/fake-marketplace';
import { ApiClient } from '../helpers/api-client';
import { removeScratchDirs, scratchDir } from '../helpers/scratch-dir';
import { signedInClient, uniqueRemoteAddress } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

function webBuild(): string {
  const dist = scratchDir('web-dist-session-cabinets');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="ru"><head><title>МаркетПульт</title></head>' +
      '<body><div id="root"></div></body></html>',
  );
  return dist;
}

const ELEMENT = new RegExp(
  `<script type="application/json" id="${PAGE_CABINETS_ELEMENT_ID}">(.*?)</script>`,
  's',
);

/** The cabinets the page hands to the web app, parsed as the app parses them; undefined without. */
function pageCabinets(html: string): CabinetListResponse | undefined {
  const json = ELEMENT.exec(html)?.[1];
  return json === undefined ? undefined : cabinetListResponseSchema.parse(JSON.parse(json));
}

describe(`a page load of the cabinet list on ${TEST_DB_KIND}`, () => {
  const marketplace = new FakeMarketplace();
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      connectorFactory: marketplace.factory,
      env: { WEB_DIST_DIR: webBuild() },
    });
  });
  afterAll(async () => {
    await testApp.close();
    removeScratchDirs();
  });

  it("carries this account's cabinets as GET /api/cabinets answers them, and no one else's", async () => {
    const owner = await signedInClient(testApp);
    const other = await signedInClient(testApp);
    await addCabinet(testApp.app, owner.client, { name: 'Мой Озон' });
    await addCabinet(testApp.app, other.client, { name: 'Чужой магазин' });

    for (const path of ['/cabinet', '/cabinet/', '/']) {
      const page = await owner.client.get(path);
      const api = await owner.client.get(API_PATHS.cabinets);
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(pageCabinets(page.body)).toEqual(api.json());
      expect(pageCabinets(page.body)?.cabinets.map((cabinet) => cabinet.name)).toEqual([
        'Мой Озон',
      ]);
      expect(page.body).not.toContain('Чужой магазин');
      // The key only as its mask, exactly as the API shows it.
      expect(page.body).not.toContain(GOOD_KEY);
    }
    const othersPage = await other.client.get('/cabinet');
    expect(pageCabinets(othersPage.body)?.cabinets.map((cabinet) => cabinet.name)).toEqual([
      'Чужой магазин',
    ]);
  });

  it('escapes a name that would end the element and run as a script', async () => {
    const { client } = await signedInClient(testApp);
    const name = '</script><script>alert(1)</script>';
    await addCabinet(testApp.app, client, { name });
    const page = await client.get('/cabinet');
    expect(pageCabinets(page.body)?.cabinets[0]?.name).toBe(name);
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body.match(/<\/script>/g)?.length).toBe(page.body.match(/<script/g)?.length);
  });

  it('carries an empty list for an account without cabinets', async () => {
    const { client } = await signedInClient(testApp);
    expect(pageCabinets((await client.get('/cabinet')).body)).toEqual({ cabinets: [] });
  });

  it('carries no cabinets on other screens, nor without a live session', async () => {
    const { client } = await signedInClient(testApp);
    await addCabinet(testApp.app, client);
    for (const path of ['/profile', '/cabinet-add', '/no-such-page']) {
      expect(pageCabinets((await client.get(path)).body)).toBeUndefined();
    }
    const visitor = new ApiClient(testApp.app, uniqueRemoteAddress());
    const anonymous = await visitor.get('/cabinet');
    expect(anonymous.statusCode).toBe(200);
    expect(pageCabinets(anonymous.body)).toBeUndefined();
  });
});
