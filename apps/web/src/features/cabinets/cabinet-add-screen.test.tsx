import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, errorResponse, jsonResponse, stubServer } from '../../test/fake-server';
import { CabinetAddScreen } from './cabinet-add-screen';
import { aCabinet, CABINET_ID, renderScreen } from './test-support';

const openAdd = (search = '') =>
  renderScreen(<CabinetAddScreen />, '/cabinet-add', `/cabinet-add${search}`);

const ozonShop = { externalId: '123456', name: 'Одежда', alreadyAdded: false };
const checked = (shops: unknown[], extra: object = {}) =>
  jsonResponse({ shops, scopes: ['Product', 'Pricing'], expiresAt: null, ...extra });

describe('/cabinet-add', () => {
  it('offers the ten marketplaces; those without a connector are marked «Скоро»', async () => {
    stubServer({});
    const { user, router } = openAdd();

    const choices = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(choices).toHaveLength(10);
    for (const name of ['Ozon', 'Wildberries', 'Яндекс Маркет']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    const aliexpress = screen.getByRole('button', { name: /AliExpress/ });
    expect(aliexpress).toBeDisabled();
    expect(aliexpress).toHaveTextContent('Скоро');
    expect(screen.getAllByText('Скоро')).toHaveLength(7);

    await user.click(screen.getByRole('link', { name: 'Wildberries' }));
    expect(router.state.location.search).toBe('?marketplace=wildberries');
    expect(await screen.findByRole('heading', { name: 'Маркетплейс: Wildberries' })).toBeVisible();
  });

  it.each([
    ['ozon', ['Client ID', 'API-ключ']],
    ['wildberries', ['Токен']],
    ['yandex', ['API-ключ']],
  ])('asks %s for the fields %j and a name', (marketplace, labels) => {
    stubServer({});
    openAdd(`?marketplace=${marketplace}`);
    const fields = screen.getAllByRole<HTMLInputElement>('textbox');
    expect(fields.map((field) => field.labels?.[0]?.textContent?.replace(' *', ''))).toEqual([
      ...labels,
      'Название кабинета',
    ]);
  });

  it('shows the server’s Russian message when the key is refused', async () => {
    const server = stubServer({
      'POST /api/cabinets/check': () =>
        errorResponse(
          400,
          'CredentialsInvalid',
          'Wildberries не принял токен: он отозван или истёк.',
        ),
    });
    const { user } = openAdd('?marketplace=wildberries');

    // Enter in the field checks the key, as «Проверить» does.
    await user.type(screen.getByLabelText(/^Токен/), '  wrong-token {Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Wildberries не принял токен: он отозван или истёк.',
    );
    expect(server.callsTo('/api/cabinets/check')[0]?.body).toEqual({
      credentials: { marketplace: 'wildberries', token: 'wrong-token' },
    });
    expect(screen.getByRole('button', { name: 'Подключить' })).toBeDisabled();
  });

  it('names the missing scope the server reports', async () => {
    stubServer({
      'POST /api/cabinets/check': () =>
        jsonResponse(
          {
            responseStatus: {
              errorCode: 'CredentialsMissingScope',
              message: 'Ключу не хватает доступа.',
              meta: { scope: 'Цены и скидки' },
            },
          },
          400,
        ),
    });
    const { user } = openAdd('?marketplace=wildberries');
    await user.type(screen.getByLabelText(/^Токен/), 'token');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ключу не хватает доступа. Не хватает доступа: Цены и скидки.',
    );
  });

  it('refuses a Client ID that is not a number without asking the server', async () => {
    const server = stubServer({});
    const { user } = openAdd('?marketplace=ozon');
    await user.type(screen.getByLabelText(/^Client ID/), 'abc');
    await user.type(screen.getByLabelText(/^API-ключ/), 'key');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(screen.getByLabelText(/^Client ID/)).toHaveAccessibleDescription(
      'Client ID состоит только из цифр',
    );
    expect(server.calls).toEqual([]);
  });

  it('checks an Ozon key, shows the shop, connects and opens the new cabinet', async () => {
    const created = deferred<Response>();
    const server = stubServer({
      'POST /api/cabinets/check': () => checked([ozonShop]),
      'POST /api/cabinets': () => created.promise,
    });
    const { user, router } = openAdd('?marketplace=ozon');

    await user.type(screen.getByLabelText(/^Client ID/), '123456');
    await user.type(screen.getByLabelText(/^API-ключ/), 'secret-key');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));

    const found = await screen.findByRole('status');
    expect(found).toHaveTextContent('Ключ принят');
    expect(found).toHaveTextContent('Одежда (ID 123456)');
    expect(found).toHaveTextContent('Product, Pricing');
    expect(screen.getByLabelText(/^Название кабинета/)).toHaveValue('Ozon — Одежда');

    await user.click(screen.getByRole('button', { name: 'Подключить' }));
    await waitFor(() => expect(server.callsTo('/api/cabinets')).toHaveLength(1));
    expect(server.callsTo('/api/cabinets')[0]?.body).toEqual({
      name: 'Ozon — Одежда',
      credentials: { marketplace: 'ozon', clientId: '123456', apiKey: 'secret-key' },
    });
    expect(screen.getByRole('progressbar', { name: 'Подключаем кабинет…' })).toBeInTheDocument();

    created.resolve(jsonResponse({ cabinet: aCabinet({ id: CABINET_ID }) }));
    expect(await screen.findByRole('heading', { name: 'Страница кабинета' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/cabinet-item/ozon/${CABINET_ID}`);
  });

  it('forgets the check when the key changes after it', async () => {
    stubServer({ 'POST /api/cabinets/check': () => checked([ozonShop]) });
    const { user } = openAdd('?marketplace=ozon');
    await user.type(screen.getByLabelText(/^Client ID/), '123456');
    await user.type(screen.getByLabelText(/^API-ключ/), 'secret-key');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    await screen.findByRole('status');

    await user.type(screen.getByLabelText(/^API-ключ/), '2');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Подключить' })).toBeDisabled();
  });

  it('keeps a name the seller wrote instead of the suggested one', async () => {
    stubServer({ 'POST /api/cabinets/check': () => checked([ozonShop]) });
    const { user } = openAdd('?marketplace=ozon');
    const name = screen.getByLabelText(/^Название кабинета/);
    await user.clear(name);
    await user.type(name, 'Мой магазин');
    await user.type(screen.getByLabelText(/^Client ID/), '123456');
    await user.type(screen.getByLabelText(/^API-ключ/), 'key');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    await screen.findByRole('status');
    expect(name).toHaveValue('Мой магазин');
  });

  it('lets the seller choose a Yandex Market campaign; added ones cannot be chosen', async () => {
    const server = stubServer({
      'POST /api/cabinets/check': () =>
        checked([
          { externalId: '21000001', name: 'Электроника FBS', alreadyAdded: true },
          { externalId: '21000002', name: 'Электроника FBY', alreadyAdded: false },
          { externalId: '21000003', name: 'Дом и сад', alreadyAdded: false },
        ]),
      'POST /api/cabinets': () => jsonResponse({ cabinet: aCabinet({ id: CABINET_ID }) }),
    });
    const { user, router } = openAdd('?marketplace=yandex');

    await user.type(screen.getByLabelText(/^API-ключ/), 'ym-key');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));

    const choice = await screen.findByRole('radiogroup', { name: 'Выберите магазин' });
    const radios = within(choice).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(
      within(choice).getByRole('radio', { name: 'Электроника FBS (ID 21000001) — уже подключён' }),
    ).toBeDisabled();
    const connect = screen.getByRole('button', { name: 'Подключить' });
    expect(connect).toBeDisabled();

    await user.click(within(choice).getByRole('radio', { name: 'Дом и сад (ID 21000003)' }));
    expect(screen.getByLabelText(/^Название кабинета/)).toHaveValue('Яндекс Маркет — Дом и сад');
    await user.click(connect);

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/cabinet-item/yandex/${CABINET_ID}`),
    );
    expect(server.callsTo('/api/cabinets')[0]?.body).toEqual({
      name: 'Яндекс Маркет — Дом и сад',
      credentials: { marketplace: 'yandex', apiKey: 'ym-key' },
      shopExternalId: '21000003',
    });
  });

  it('shows the server’s message when the shop is already connected', async () => {
    stubServer({
      'POST /api/cabinets/check': () => checked([{ ...ozonShop }]),
      'POST /api/cabinets': () =>
        errorResponse(
          409,
          'CabinetAlreadyExists',
          'Магазин 123456 уже подключён в кабинете «Ozon».',
        ),
    });
    const { user } = openAdd('?marketplace=ozon');
    await user.type(screen.getByLabelText(/^Client ID/), '123456');
    await user.type(screen.getByLabelText(/^API-ключ/), 'secret-key');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    await user.click(await screen.findByRole('button', { name: 'Подключить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Магазин 123456 уже подключён в кабинете «Ozon».',
    );
  });
});
