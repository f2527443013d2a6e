import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Component as NotFoundScreen } from '../../app/not-found-screen';
import { deferred, errorResponse, jsonResponse, stubServer } from '../../test/fake-server';
import { CabinetItemScreen } from './cabinet-item-screen';
import { aCabinet, aRun, CABINET_ID, renderScreen, scripted } from './test-support';

const DETAIL = `/api/cabinets/${CABINET_ID}`;

const openItem = (url = `/cabinet-item/ozon/${CABINET_ID}`) =>
  renderScreen(
    <CabinetItemScreen notFound={<NotFoundScreen />} pollIntervalMs={5} />,
    '/cabinet-item/:marketplace/:shopId',
    url,
  );

const detail = (overrides: Parameters<typeof aCabinet>[0] = {}, runs = [aRun()]) =>
  jsonResponse({ cabinet: aCabinet(overrides), runs });

describe('/cabinet-item/:marketplace/:shopId', () => {
  it('shows the cabinet: logo, name, status, facts and its sync history', async () => {
    stubServer({
      [`GET ${DETAIL}`]: () =>
        detail({ sandbox: true, status: 'missing_scopes' }, [
          aRun({
            kind: 'incremental',
            trigger: 'schedule',
            status: 'failed',
            error: 'Ozon не ответил',
          }),
          aRun({ id: '22222222-2222-4333-8444-555555555555' }),
        ]),
    });
    openItem();

    expect(await screen.findByRole('heading', { level: 2, name: 'Ozon — Одежда' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Кабинет магазина' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Ozon' })).toBeInTheDocument();
    expect(screen.getByText('Не хватает доступа')).toBeInTheDocument();
    expect(screen.getAllByText('Песочница').length).toBeGreaterThan(0);

    const facts = screen.getByRole('region', { name: 'Подключение' });
    expect(within(facts).getByText('Client ID магазина').nextSibling).toHaveTextContent('123456');
    expect(within(facts).getByText('Ключ').nextSibling).toHaveTextContent('••••a1b2');
    expect(within(facts).getByText('Доступ ключа').nextSibling).toHaveTextContent(
      'Product, Pricing',
    );

    const history = screen.getByRole('table', { name: 'История синхронизаций' });
    const rows = within(history).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(/Обновление.*По расписанию.*Ошибка.*Ozon не ответил/);
    expect(rows[2]).toHaveTextContent(/Полная.*При подключении.*Готово/);
  });

  it('starts a sync and shows its progress until it is done', async () => {
    const running = (listingsDone: number, ordersDone: number) => () =>
      detail({
        lastRun: aRun({
          status: 'running',
          trigger: 'manual',
          listingsDone,
          listingsTotal: 200,
          ordersDone,
        }),
      });
    const halfway = deferred<Response>();
    const finished = deferred<Response>();
    const server = stubServer({
      [`GET ${DETAIL}`]: scripted([
        () => detail(),
        running(0, 0),
        () => halfway.promise,
        () => finished.promise,
      ]),
      [`POST ${DETAIL}/sync`]: () =>
        jsonResponse({
          run: aRun({
            status: 'queued',
            trigger: 'manual',
            listingsTotal: null,
            listingsDone: 0,
            ordersDone: 0,
          }),
        }),
    });
    const { user } = openItem();

    await user.click(await screen.findByRole('button', { name: 'Синхронизировать' }));
    const bar = await screen.findByRole('progressbar', { name: 'Ход синхронизации' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('button', { name: 'Синхронизировать' })).toBeDisabled();
    expect(server.callsTo(`${DETAIL}/sync`)[0]?.body).toEqual({});

    await waitFor(() => expect(server.callsTo(DETAIL)).toHaveLength(3));
    halfway.resolve(running(100, 7)());
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByText(/товары: 100 из 200, заказы: 7/)).toBeInTheDocument();

    await waitFor(() => expect(server.callsTo(DETAIL)).toHaveLength(4));
    finished.resolve(
      detail({ lastRun: aRun({ trigger: 'manual' }) }, [aRun({ trigger: 'manual' }), aRun()]),
    );

    await waitFor(() =>
      expect(
        screen.queryByRole('progressbar', { name: 'Ход синхронизации' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Синхронизировать' })).toBeEnabled();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
    expect(server.callsTo(DETAIL)).toHaveLength(4);
  });

  it('renames the cabinet in a dialog', async () => {
    let name = 'Ozon — Одежда';
    const server = stubServer({
      [`GET ${DETAIL}`]: () => detail({ name }),
      [`POST ${DETAIL}/update`]: (body) => {
        name = (body as { name: string }).name;
        return jsonResponse({ cabinet: aCabinet({ name }) });
      },
    });
    const { user } = openItem();

    await user.click(await screen.findByRole('button', { name: 'Переименовать' }));
    const dialog = screen.getByRole('dialog', { name: 'Переименовать кабинет' });
    const field = within(dialog).getByLabelText(/^Название кабинета/);
    expect(field).toHaveValue('Ozon — Одежда');
    await user.clear(field);
    await user.type(field, 'Ozon — Обувь');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Ozon — Обувь' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Название сохранено.');
    expect(server.callsTo(`${DETAIL}/update`)[0]?.body).toEqual({ name: 'Ozon — Обувь' });
  });

  it('disables and enables the cabinet', async () => {
    let enabled = true;
    const server = stubServer({
      [`GET ${DETAIL}`]: () => detail({ status: enabled ? 'active' : 'disabled' }),
      [`POST ${DETAIL}/update`]: (body) => {
        enabled = (body as { enabled: boolean }).enabled;
        return jsonResponse({
          cabinet: aCabinet({ status: enabled ? 'active' : 'disabled' }),
        });
      },
    });
    const { user } = openItem();

    await user.click(await screen.findByRole('button', { name: 'Отключить' }));
    expect(await screen.findByRole('button', { name: 'Включить' })).toBeEnabled();
    expect(screen.getByText('Отключён')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Синхронизировать' })).toBeDisabled();
    expect(server.callsTo(`${DETAIL}/update`)[0]?.body).toEqual({ enabled: false });
  });

  it('replaces the key in a dialog, showing the server’s refusal', async () => {
    const server = stubServer({
      [`GET ${DETAIL}`]: () => detail(),
      [`POST ${DETAIL}/credentials`]: () =>
        errorResponse(400, 'CredentialsOfAnotherShop', 'Этот ключ от магазина 999, а не 123456.'),
    });
    const { user } = openItem();

    await user.click(await screen.findByRole('button', { name: 'Заменить ключ' }));
    const dialog = screen.getByRole('dialog', { name: 'Заменить ключ' });
    await user.type(within(dialog).getByLabelText(/^Client ID/), '999');
    await user.type(within(dialog).getByLabelText(/^API-ключ/), 'new-key');
    await user.click(within(dialog).getByRole('button', { name: 'Проверить и сохранить' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Этот ключ от магазина 999, а не 123456.',
    );
    expect(server.callsTo(`${DETAIL}/credentials`)[0]?.body).toEqual({
      credentials: { marketplace: 'ozon', clientId: '999', apiKey: 'new-key' },
    });
  });

  it('deletes the cabinet only after the seller confirms', async () => {
    const server = stubServer({
      [`GET ${DETAIL}`]: () => detail(),
      [`POST ${DETAIL}/delete`]: () => jsonResponse({ deleted: true }),
    });
    const { user, router } = openItem();

    await user.click(await screen.findByRole('button', { name: 'Удалить' }));
    const dialog = screen.getByRole('dialog', { name: 'Удалить кабинет?' });
    expect(dialog).toHaveTextContent(/данные магазина: товары, заказы и история синхронизаций/);
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.callsTo(`${DETAIL}/delete`)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Удалить кабинет?' })).getByRole('button', {
        name: 'Удалить',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Список кабинетов' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cabinet');
    expect(server.callsTo(`${DETAIL}/delete`)).toHaveLength(1);
  });

  it('shows the not-found screen for an id the server does not know', async () => {
    stubServer({ [`GET ${DETAIL}`]: () => errorResponse(404, 'NotFound', 'Кабинет не найден') });
    openItem();
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  });

  it.each([
    ['an id that is no cabinet id', '/cabinet-item/ozon/17'],
    ['a marketplace without a connector', `/cabinet-item/lamoda/${CABINET_ID}`],
  ])('shows the not-found screen for %s without asking the server', async (_, url) => {
    const server = stubServer({});
    openItem(url);
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
    expect(server.calls).toEqual([]);
  });

  it('shows the not-found screen when the address names another marketplace', async () => {
    stubServer({ [`GET ${DETAIL}`]: () => detail() });
    openItem(`/cabinet-item/wildberries/${CABINET_ID}`);
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  });
});
