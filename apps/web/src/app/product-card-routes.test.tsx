import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCard, CARD_PATH, PRODUCT_ID, renderScreen } from '../features/product-card/test-support';
import { errorResponse, jsonResponse, stubServer } from '../test/fake-server';
import { ProductCardRoute } from './product-card-routes';

const UNLINK_PATH = '/api/catalog/listings/7/unlink';

const open = () => renderScreen(<ProductCardRoute />, '/catalog/:id', `/catalog/${PRODUCT_ID}`);
const unlinkButton = () => screen.findByRole('button', { name: 'Отвязать: Озон — Посуда, CUP-1' });

describe('/catalog/:id «Отвязать»', () => {
  it('shows the server’s refusal in Russian and keeps the listing', async () => {
    stubServer({
      [`GET ${CARD_PATH}`]: () => jsonResponse(aCard()),
      [`POST ${UNLINK_PATH}`]: () =>
        errorResponse(409, 'Conflict', 'Карточку нельзя отвязать, пока идёт изменение цены'),
    });
    const { user } = open();
    await user.click(await unlinkButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Карточку нельзя отвязать, пока идёт изменение цены',
    );
    expect(await unlinkButton()).toBeEnabled();
  });

  it('says it in its own words when the server gave no message', async () => {
    stubServer({
      [`GET ${CARD_PATH}`]: () => jsonResponse(aCard()),
      [`POST ${UNLINK_PATH}`]: () => new Response('Bad gateway', { status: 502 }),
    });
    const { user } = open();
    await user.click(await unlinkButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось отвязать карточку. Попробуйте ещё раз',
    );
  });

  it('reloads the card after an unlink', async () => {
    let unlinked = false;
    const server = stubServer({
      [`GET ${CARD_PATH}`]: () => jsonResponse(unlinked ? { ...aCard(), listings: [] } : aCard()),
      [`POST ${UNLINK_PATH}`]: () => {
        unlinked = true;
        return jsonResponse({ listing: { ...aCard().listings[0]!, productId: null } });
      },
    });
    const { user } = open();
    await user.click(await unlinkButton());
    expect(
      await screen.findByText('К товару не привязана ни одна карточка маркетплейса'),
    ).toBeVisible();
    await waitFor(() => expect(server.callsTo(CARD_PATH)).toHaveLength(2));
  });
});
