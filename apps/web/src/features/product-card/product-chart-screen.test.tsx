import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubServer } from '../../test/fake-server';
import { ProductChartScreen } from './product-chart-screen';
import { aHistory, HISTORY_PATH, PRODUCT_ID, renderScreen } from './test-support';

const open = (chart = 'stock') =>
  renderScreen(
    <ProductChartScreen notFound={<h1>Не найдено</h1>} />,
    '/catalog/:id/:chart',
    `/catalog/${PRODUCT_ID}/${chart}`,
  );

const historyServer = () =>
  stubServer({
    [`GET ${HISTORY_PATH}`]: (_, request) =>
      jsonResponse(aHistory(Number(new URL(request.url).searchParams.get('days')))),
  });

describe('/catalog/:id/:chart', () => {
  it('asks for 30 days, then for the period chosen', async () => {
    const server = historyServer();
    const { user } = open();
    await screen.findByRole('img', { name: /Остатки за 30 дней/ });
    await user.click(screen.getByRole('button', { name: '7 дней' }));
    await screen.findByRole('img', { name: /Остатки за 7 дней/ });
    expect(server.callsTo(HISTORY_PATH).map((call) => call.search)).toEqual([
      '?days=30',
      '?days=7',
    ]);
    expect(screen.getByRole('button', { name: '7 дней' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the same data as a table: a row per day, a column per listing and the total', async () => {
    historyServer();
    const { user } = open();
    await screen.findByRole('img', { name: /Остатки за 30 дней/ });
    await user.click(screen.getByRole('button', { name: '7 дней' }));
    await screen.findByRole('img', { name: /Остатки за 7 дней/ });
    await user.click(screen.getByRole('button', { name: 'Таблица' }));
    const table = await screen.findByRole('table', { name: 'Остатки за 7 дней по дням' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Дата',
      'Ozon · Озон — Посуда · CUP-1',
      'Wildberries · ВБ — Посуда · CUP-1',
      'Всего по товару',
    ]);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(8);
    // Newest first: 24 November has the last values; the second day is a gap («—»).
    expect(rows[1]!.textContent?.replace(/\s/g, ' ')).toBe('24 ноября 2026 г.16 шт.26 шт.36 шт.');
    expect(rows[6]!.textContent).toContain('—');
  });

  it('has no total on the price chart', async () => {
    historyServer();
    const { user } = open('price');
    await screen.findByRole('img', { name: /Цена за 30 дней/ });
    await user.click(screen.getByRole('button', { name: 'Таблица' }));
    const table = await screen.findByRole('table', { name: 'Цена за 30 дней по дням' });
    expect(within(table).queryByRole('columnheader', { name: 'Всего по товару' })).toBeNull();
    expect(within(table).getAllByRole('row')[1]!.textContent?.replace(/\s/g, ' ')).toContain(
      '1 029,00 ₽',
    );
  });

  it('shows not found for an unknown chart without asking the server', async () => {
    const server = historyServer();
    open('margin');
    expect(await screen.findByRole('heading', { name: 'Не найдено' })).toBeVisible();
    expect(server.calls).toHaveLength(0);
  });
});
