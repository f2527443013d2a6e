import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubServer } from '../../test/fake-server';
import { MatchingScreen } from './matching-screen';
import { PRODUCT_ID, aListing, renderAt } from './test-support';

const open = () =>
  renderAt([{ path: '/products-matching', element: <MatchingScreen /> }], '/products-matching');

const unlinked = aListing({
  id: 42,
  offerId: 'TEA-9',
  name: 'Чай',
  productId: null,
  linkSource: null,
});

describe('/products-matching', () => {
  it('links an unlinked listing to a product picked from the candidates', async () => {
    let linkedYet = false;
    const server = stubServer({
      'GET /api/catalog/unlinked': () =>
        jsonResponse(linkedYet ? { items: [], total: 0 } : { items: [unlinked], total: 1 }),
      'GET /api/catalog/listings/42/candidates': () =>
        jsonResponse({
          listing: unlinked,
          candidates: [
            {
              id: PRODUCT_ID,
              article: 'TEA-1',
              name: 'Чай чёрный',
              barcodes: [],
              listingsCount: 3,
              reason: 'barcode',
            },
          ],
        }),
      'POST /api/catalog/listings/42/link': () => {
        linkedYet = true;
        return jsonResponse({
          listing: { ...unlinked, productId: PRODUCT_ID, linkSource: 'manual' },
        });
      },
    });
    const { user } = open();

    const table = await screen.findByRole('table', { name: 'Непривязанные карточки' });
    await user.click(within(table).getByRole('button', { name: /Привязать: .*TEA-9/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Привязать карточку к товару' });
    await user.click(await within(dialog).findByRole('button', { name: /TEA-1 — Чай чёрный/ }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('/api/catalog/listings/42/link')[0]?.body).toEqual({
      productId: PRODUCT_ID,
    });
    expect(await screen.findByText('Нет результатов')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Карточка привязана');
  });

  it("shows the server's refusal of a link over the limit", async () => {
    stubServer({
      'GET /api/catalog/unlinked': () => jsonResponse({ items: [unlinked], total: 1 }),
      'GET /api/catalog/listings/42/candidates': () =>
        jsonResponse({
          listing: unlinked,
          candidates: [
            {
              id: PRODUCT_ID,
              article: 'FULL',
              name: 'Полный',
              barcodes: [],
              listingsCount: 20,
              reason: 'article',
            },
          ],
        }),
      'POST /api/catalog/listings/42/link': () =>
        errorResponse(
          409,
          'LinkLimitReached',
          'К товару уже привязано 20 карточек — больше нельзя',
        ),
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: /Привязать: .*TEA-9/ }));
    await user.click(await screen.findByRole('button', { name: /FULL — Полный/ }));
    expect(await screen.findByText(/уже привязано 20 карточек/)).toBeInTheDocument();
  });

  it('lists conflicts: a barcode on two products, an article with two barcodes', async () => {
    stubServer({
      'GET /api/catalog/unlinked': () => jsonResponse({ items: [], total: 0 }),
      'GET /api/catalog/conflicts': () =>
        jsonResponse({
          barcodes: [
            {
              barcode: '4600000000777',
              products: [
                { id: PRODUCT_ID, article: 'B1', name: 'Первый' },
                { id: '11111111-2222-4333-8444-555555555555', article: 'B2', name: 'Второй' },
              ],
            },
          ],
          articles: [
            {
              product: { id: PRODUCT_ID, article: 'CUP-1', name: 'Кружка' },
              listings: [aListing(), aListing({ id: 8, barcodes: ['461'] })],
            },
          ],
        }),
    });
    const { user } = open();
    await user.click(await screen.findByRole('tab', { name: 'Конфликты' }));
    expect(await screen.findByText('4600000000777')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'B2 — Второй' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'CUP-1' })).toBeInTheDocument();
  });
});
