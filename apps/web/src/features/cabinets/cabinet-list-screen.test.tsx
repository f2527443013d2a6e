import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Cabinet, SyncRun } from '@marketpult/shared/contracts/cabinets';
import { PAGE_CABINETS_ELEMENT_ID } from '@marketpult/shared/page-cabinets';
import { deferred, errorResponse, jsonResponse, stubServer } from '../../test/fake-server';
import { CabinetListScreen } from './cabinet-list-screen';
import { aCabinet, aRun, CABINET_ID, OTHER_ID, renderScreen, ru, scripted } from './test-support';

const openList = () =>
  renderScreen(<CabinetListScreen pollIntervalMs={5} />, '/cabinet', '/cabinet');

/** The cabinets as the server writes them into a page load of the list. */
function servePageWith(cabinets: Cabinet[]) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_CABINETS_ELEMENT_ID;
  element.textContent = JSON.stringify({ cabinets });
  document.head.append(element);
}

afterEach(() => document.getElementById(PAGE_CABINETS_ELEMENT_ID)?.remove());

describe('/cabinet', () => {
  it('shows each cabinet with its logo, status, counts, sandbox mark and link', async () => {
    stubServer({
      'GET /api/cabinets': () =>
        jsonResponse({
          cabinets: [
            aCabinet(),
            aCabinet({
              id: OTHER_ID,
              marketplace: 'wildberries',
              name: 'WB песочница',
              status: 'token_expiring',
              sandbox: true,
              tokenExpiresAt: '2027-05-19T12:00:00.000Z',
              lastSyncAt: null,
              listingsCount: 0,
              ordersCount: 5,
            }),
          ],
        }),
    });
    openList();

    const list = await screen.findByRole('list', { name: 'Ваши кабинеты' });
    const [ozon, wb] = within(list).getAllByRole('listitem');
    if (!ozon || !wb) throw new Error('two cabinets expected');

    expect(within(ozon).getByRole('img', { name: 'Ozon' })).toBeInTheDocument();
    expect(within(ozon).getByRole('link', { name: 'Ozon — Одежда' })).toHaveAttribute(
      'href',
      `/cabinet-item/ozon/${CABINET_ID}`,
    );
    expect(within(ozon).getByText('Работает')).toBeInTheDocument();
    expect(within(ozon).getByText(ru(12345))).toBeInTheDocument();
    expect(within(ozon).getByText(ru(678))).toBeInTheDocument();
    expect(within(ozon).queryByText('Песочница')).not.toBeInTheDocument();
    expect(within(ozon).getByText('Синхронизация').nextSibling?.firstChild).toHaveAttribute(
      'datetime',
      '2026-11-20T09:05:00.000Z',
    );

    expect(within(wb).getByRole('img', { name: 'Wildberries' })).toBeInTheDocument();
    expect(within(wb).getByText('Ключ скоро истечёт')).toBeInTheDocument();
    expect(within(wb).getByText('Песочница')).toBeInTheDocument();
    expect(within(wb).getByText('ещё не было')).toBeInTheDocument();
    expect(within(wb).getByText('19 мая 2027 г.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Новый кабинет' })).toHaveAttribute(
      'href',
      '/cabinet-add',
    );
  });

  it('shows the way to add a cabinet when there is none', async () => {
    stubServer({ 'GET /api/cabinets': () => jsonResponse({ cabinets: [] }) });
    openList();

    expect(
      await screen.findByRole('heading', { name: 'Пока нет ни одного кабинета' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Новый кабинет' })).toHaveAttribute(
      'href',
      '/cabinet-add',
    );
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a running sync’s progress and asks again until it is done', async () => {
    const listWith = (lastRun: SyncRun) => () =>
      jsonResponse({ cabinets: [aCabinet({ lastRun })] });
    const second = deferred<Response>();
    const server = stubServer({
      'GET /api/cabinets': scripted([
        listWith(
          aRun({ status: 'running', listingsDone: 250, listingsTotal: 1000, ordersDone: 10 }),
        ),
        () => second.promise,
        listWith(aRun({ status: 'done', listingsDone: 1000, listingsTotal: 1000, ordersDone: 80 })),
      ]),
    });
    openList();

    const bar = await screen.findByRole('progressbar', { name: 'Ход синхронизации' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText(/товары: 250 из 1 000, заказы: 10/)).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('/api/cabinets')).toHaveLength(2));

    second.resolve(
      listWith(
        aRun({ status: 'running', listingsDone: 750, listingsTotal: 1000, ordersDone: 40 }),
      )(),
    );
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '75'));
    await waitFor(() =>
      expect(
        screen.queryByRole('progressbar', { name: 'Ход синхронизации' }),
      ).not.toBeInTheDocument(),
    );
    expect(server.callsTo('/api/cabinets')).toHaveLength(3);
  });

  it('says so when the list cannot be loaded, and tries again on request', async () => {
    let fail = true;
    stubServer({
      'GET /api/cabinets': () =>
        fail ? errorResponse(500, 'InternalServerError') : jsonResponse({ cabinets: [] }),
    });
    const { user } = openList();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить кабинеты');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(
      await screen.findByRole('heading', { name: 'Пока нет ни одного кабинета' }),
    ).toBeInTheDocument();
  });

  it('draws the list the page came with before asking, then follows a running sync', async () => {
    const running = aRun({ status: 'running', listingsDone: 250, listingsTotal: 1000 });
    const done = aRun({ status: 'done', listingsDone: 1000, listingsTotal: 1000 });
    const server = stubServer({
      'GET /api/cabinets': () => jsonResponse({ cabinets: [aCabinet({ lastRun: done })] }),
    });
    servePageWith([aCabinet({ lastRun: running })]);
    // As the app renders (main.tsx): React's development checks render and mount twice.
    renderScreen(
      <StrictMode>
        <CabinetListScreen pollIntervalMs={5} />
      </StrictMode>,
      '/cabinet',
      '/cabinet',
    );

    // At the first render, with no skeleton and no request before it.
    const bar = screen.getByRole('progressbar', { name: 'Ход синхронизации' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('link', { name: 'Ozon — Одежда' })).toBeInTheDocument();
    expect(server.callsTo('/api/cabinets')).toHaveLength(0);

    // The sync's progress still comes in: the next answer is a poll.
    await waitFor(() => expect(bar).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Ozon — Одежда' })).toBeInTheDocument();
    expect(server.callsTo('/api/cabinets').length).toBeGreaterThan(0);
  });

  it("uses the page's list once: a later visit of the list asks the server", async () => {
    const server = stubServer({
      'GET /api/cabinets': () => jsonResponse({ cabinets: [aCabinet({ name: 'Свежий' })] }),
    });
    servePageWith([aCabinet({ name: 'Со страницы' })]);
    openList();
    expect(screen.getByRole('link', { name: 'Со страницы' })).toBeInTheDocument();
    expect(server.callsTo('/api/cabinets')).toHaveLength(0);

    cleanup();
    openList();
    expect(await screen.findByRole('link', { name: 'Свежий' })).toBeInTheDocument();
    expect(server.callsTo('/api/cabinets')).toHaveLength(1);
  });

  it('asks the server when the page came with a list it cannot read', async () => {
    stubServer({ 'GET /api/cabinets': () => jsonResponse({ cabinets: [] }) });
    servePageWith([{ ...aCabinet(), id: 'not-an-id' }]);
    openList();
    expect(
      await screen.findByRole('heading', { name: 'Пока нет ни одного кабинета' }),
    ).toBeInTheDocument();
  });
});
