import type { Cabinet, SyncRun } from '@marketpult/shared/contracts/cabinets';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { paths } from '../../config/paths';

export const CABINET_ID = '6f1c2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e';
export const OTHER_ID = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
const RUN_ID = '11111111-2222-4333-8444-555555555555';

export function aRun(overrides: Partial<SyncRun> = {}): SyncRun {
  return {
    id: RUN_ID,
    kind: 'full',
    status: 'done',
    trigger: 'created',
    startedAt: '2026-11-20T09:00:00.000Z',
    finishedAt: '2026-11-20T09:05:00.000Z',
    listingsDone: 1200,
    listingsTotal: 1200,
    ordersDone: 340,
    error: null,
    ...overrides,
  };
}

export function aCabinet(overrides: Partial<Cabinet> = {}): Cabinet {
  return {
    id: CABINET_ID,
    marketplace: 'ozon',
    name: 'Ozon — Одежда',
    shopExternalId: '123456',
    status: 'active',
    sandbox: false,
    credentialsMasked: '••••a1b2',
    scopes: ['Product', 'Pricing'],
    tokenExpiresAt: null,
    lastSyncAt: '2026-11-20T09:05:00.000Z',
    listingsCount: 12345,
    ordersCount: 678,
    lastRun: aRun(),
    createdAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

/**
 * A number as the screens write it («12 345»), with the no-break space as the plain one Testing
 * Library's text matching turns it into.
 */
export const ru = (value: number) =>
  new Intl.NumberFormat('ru-RU').format(value).replace(/\s/g, ' ');

/**
 * A server handler answering from a script, one answer per call (the last one repeats). An
 * answer that is a promise keeps that call in flight until the test settles it.
 */
export function scripted(answers: readonly (() => Response | Promise<Response>)[]) {
  let calls = 0;
  return () => {
    const answer = answers[Math.min(calls, answers.length - 1)];
    calls += 1;
    if (!answer) throw new Error('no scripted answer');
    return answer();
  };
}

/** Where a screen led: the cabinets list and a cabinet's page are stand-ins here. */
const STAND_INS = [
  { path: paths.cabinet.path, element: <h1>Список кабинетов</h1> },
  { path: paths.cabinetItem.path, element: <h1>Страница кабинета</h1> },
];

/**
 * One screen at `url` inside a router, without the guarded layout or the store (the cabinet
 * screens keep their state to themselves): the screen's own route, and stand-ins for the routes
 * it leads to.
 */
export function renderScreen(screen: ReactElement, pattern: string, url: string) {
  const router = createMemoryRouter(
    [{ path: pattern, element: screen }, ...STAND_INS.filter((route) => route.path !== pattern)],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  render(<RouterProvider router={router} />);
  return { router, user };
}
