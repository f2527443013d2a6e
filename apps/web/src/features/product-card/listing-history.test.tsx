import type { PriceChange, PriceChangeValues } from '@marketpult/shared/contracts/prices';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubServer } from '../../test/fake-server';
import { ListingHistory } from './listing-history';
import { aCard } from './test-support';

const listing = aCard().listings[0]!;
const HISTORY = `/api/prices/listings/${listing.id}/history`;
const LABEL = 'Ozon · Озон — Посуда · CUP-1';

const values = (price: number | null, amount: number | null = null): PriceChangeValues => ({
  price,
  oldPrice: null,
  minPrice: null,
  amount,
});

let serial = 0;
function aChange(overrides: Partial<PriceChange>): PriceChange {
  serial += 1;
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    runId: '10000000-0000-4000-8000-000000000000',
    source: 'manual',
    listingId: listing.id,
    cabinetId: listing.cabinetId,
    marketplace: 'ozon',
    offerId: listing.offerId,
    name: listing.name,
    kind: 'price',
    warehouseId: null,
    before: values(1000),
    wanted: values(1100),
    marginAfterPercent: null,
    verdict: 'ok',
    reasons: [],
    override: false,
    status: 'applied',
    sentAt: '2026-11-24T11:05:00.000Z',
    answer: null,
    readBack: null,
    error: null,
    createdAt: '2026-11-24T11:05:00.000Z',
    ...overrides,
  };
}

const CHANGES: PriceChange[] = [
  aChange({ source: 'excel' }),
  aChange({
    source: 'bulk',
    status: 'rejected',
    answer: 'Цена ниже минимальной в акции',
    error: 'Маркетплейс отклонил изменение: Цена ниже минимальной в акции',
  }),
  aChange({
    marketplace: 'wildberries',
    status: 'quarantine',
    before: values(1000),
    wanted: values(300),
    answer: 'Товар в карантине цен',
  }),
  aChange({ status: 'failed', error: 'Маркетплейс так и не показал новое значение' }),
  aChange({
    kind: 'stock',
    warehouseId: 'w2',
    before: values(null, 3),
    wanted: values(null, 12),
  }),
  aChange({
    before: { price: 1000, oldPrice: 1250, minPrice: 800, amount: null },
    wanted: { price: 900, oldPrice: null, minPrice: 800, amount: null },
  }),
];

/** Spaces as Testing Library normalises them (Intl puts no-break ones in numbers). */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

function open() {
  const user = userEvent.setup();
  render(<ListingHistory listing={listing} label={LABEL} />);
  return user;
}

const showButton = () => screen.getByRole('button', { name: 'История изменений цены и остатков' });

describe('the listing’s history of changes', () => {
  it('asks for nothing until opened, then shows each change with its source, values and result', async () => {
    const server = stubServer({ [`GET ${HISTORY}`]: () => jsonResponse({ changes: CHANGES }) });
    const user = open();
    expect(showButton()).toHaveAttribute('aria-expanded', 'false');
    expect(server.calls).toHaveLength(0);

    await user.click(showButton());
    const table = await screen.findByRole('table', { name: `История изменений: ${LABEL}` });
    expect(server.callsTo(HISTORY)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Скрыть историю изменений' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => plain(row.textContent));
    expect(rows).toHaveLength(CHANGES.length);
    expect(rows[0]).toMatch(/24 нояб\. 2026/);
    expect(rows[0]).toContain('Excel');
    expect(rows[0]).toContain('1 000,00 ₽ → 1 100,00 ₽');
    expect(rows[0]).toContain('Применено');
    expect(rows[1]).toContain('Массовое');
    expect(rows[1]).toContain('Отклонено маркетплейсом');
    expect(rows[1]).toContain('Цена ниже минимальной в акции');
    expect(rows[2]).toContain('Карантин Wildberries');
    expect(rows[2]).toContain('Товар в карантине цен');
    expect(rows[3]).toContain('Не применено');
    expect(rows[3]).toContain('Маркетплейс так и не показал новое значение');
    // A stock change names the warehouse as the card does, not by its id.
    expect(rows[4]).toContain('Остаток: Казань');
    expect(rows[4]).toContain('3 шт. → 12 шт.');
    // The crossed-out price went away; the minimum price did not move, so it is not shown.
    expect(rows[5]).toContain('Цена до скидки: 1 250,00 ₽ → —');
    expect(rows[5]).not.toContain('Минимальная цена');
  });

  it('says so when nothing was changed yet', async () => {
    stubServer({ [`GET ${HISTORY}`]: () => jsonResponse({ changes: [] }) });
    const user = open();
    await user.click(showButton());
    expect(await screen.findByText(/через МаркетПульт ещё не меняли/)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the history could not be loaded, and loads it on «Повторить»', async () => {
    let fail = true;
    stubServer({
      [`GET ${HISTORY}`]: () =>
        fail ? errorResponse(503, 'Unavailable') : jsonResponse({ changes: CHANGES.slice(0, 1) }),
    });
    const user = open();
    await user.click(showButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось загрузить историю изменений',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    const table = await screen.findByRole('table', { name: `История изменений: ${LABEL}` });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });
});
