import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ManagedListing } from '@marketpult/shared/contracts/catalog-listings';
import {
  PRICE_CHANGE_STATUSES,
  PROBLEM_STATUSES,
  priceRunQuerySchema,
  type PriceChange,
  type PriceRunQueryInput,
  type PriceRunResponse,
  type PriceRunView,
} from '@marketpult/shared/contracts/prices';

export const RUN_ID = '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c';
export const CABINET_ID = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';

export function aManagedListing(overrides: Partial<ManagedListing> = {}): ManagedListing {
  return {
    id: 7,
    cabinetId: CABINET_ID,
    cabinetName: 'Озон — Посуда',
    marketplace: 'ozon',
    offerId: 'CUP-1',
    name: 'Кружка керамическая',
    price: 1000,
    oldPrice: 1200,
    minPrice: null,
    stockTotal: 5,
    warehouses: [{ id: 'w1', name: 'Склад', amount: 5 }],
    productId: null,
    brand: null,
    costPrice: 300,
    marginPercent: 21.5,
    ...overrides,
  };
}

let sequence = 0;

export function aChange(overrides: Partial<PriceChange> = {}): PriceChange {
  sequence += 1;
  const values = { price: 1000, oldPrice: null, minPrice: null, amount: null };
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    runId: RUN_ID,
    source: 'bulk',
    listingId: 7,
    cabinetId: CABINET_ID,
    marketplace: 'ozon',
    offerId: 'CUP-1',
    name: 'Кружка керамическая',
    kind: 'price',
    warehouseId: null,
    before: values,
    wanted: { ...values, price: 1100 },
    marginAfterPercent: 25,
    verdict: 'ok',
    reasons: [],
    override: false,
    status: 'planned',
    sentAt: null,
    answer: null,
    readBack: null,
    error: null,
    createdAt: '2026-11-24T12:00:00.000Z',
    ...overrides,
  };
}

/** Is a change in this view of its run, as the server picks them. */
function inView(change: PriceChange, view: PriceRunView): boolean {
  if (view === 'all') return true;
  if (view === 'problems') return PROBLEM_STATUSES.includes(change.status);
  return change.verdict === view;
}

/**
 * A run of `changes` as the server answers one page of it: counts and verdicts over every
 * change, `changes` the page of the query's view (the first 100 of all unless asked).
 */
export function aRun(
  changes: PriceChange[],
  overrides: Partial<PriceRunResponse['run']> = {},
  query: PriceRunQueryInput = {},
): PriceRunResponse {
  const { view, offset, limit } = priceRunQuerySchema.parse(query);
  // Every status and verdict has its count, as the server sends them.
  const counts = Object.fromEntries(PRICE_CHANGE_STATUSES.map((status) => [status, 0])) as Record<
    PriceChange['status'],
    number
  >;
  const verdicts = { ok: 0, needs_override: 0, refused: 0 };
  for (const change of changes) {
    counts[change.status] += 1;
    verdicts[change.verdict] += 1;
  }
  const listed = changes.filter((change) => inView(change, view));
  return {
    run: {
      id: RUN_ID,
      source: 'bulk',
      status: 'draft',
      createdAt: '2026-11-24T12:00:00.000Z',
      appliedAt: null,
      finishedAt: null,
      counts,
      verdicts,
      ...overrides,
    },
    changes: listed.slice(offset, offset + limit),
    page: { view, offset, limit, total: listed.length },
  };
}

/** The page a GET of the run asks for (view, offset, limit from its query string). */
export const runQueryOf = (request: Request): PriceRunQueryInput =>
  Object.fromEntries(new URL(request.url).searchParams);

/** A number as the screen writes it, with no-break spaces as plain ones. */
export const plain = (text: string) => text.replace(/\s/g, ' ');

/** Every live region's text as one line: the run's totals and progress. */
export const statusText = () =>
  plain(
    screen
      .getAllByRole('status')
      .map((node) => node.textContent)
      .join(' '),
  );

export function renderAt(routes: { path: string; element: ReactElement }[], url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const user = userEvent.setup();
  render(<RouterProvider router={router} />);
  return { router, user };
}
