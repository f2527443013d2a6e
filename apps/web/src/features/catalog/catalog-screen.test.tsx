import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred, errorResponse, jsonResponse, stubServer } from '../../test/fake-server';
import { CatalogScreen, loadCatalogGrid } from './catalog-screen';
import { aProduct, plain, renderAt } from './test-support';

// The grid is a chunk of its own (catalog-screen.tsx): imported here, not inside a test's wait.
await loadCatalogGrid();

const open = () => renderAt([{ path: '/catalog', element: <CatalogScreen /> }], '/catalog');

afterEach(() => localStorage.clear());

describe('/catalog', () => {
  it('shows products with marks, prices in roubles, stock, margin and «из» in the footer', async () => {
    stubServer({
      'GET /api/cabinets': () => jsonResponse({ cabinets: [] }),
      'GET /api/catalog/products': () => jsonResponse({ items: [aProduct()], total: 100_000 }),
    });
    open();

    const grid = await screen.findByRole('grid', { name: 'Каталог' });
    const link = await within(grid).findByRole('link', { name: 'CUP-1' });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/catalog\//));
    expect(within(grid).getByRole('img', { name: 'Ozon' })).toBeInTheDocument();
    expect(within(grid).getByRole('img', { name: 'Wildberries' })).toBeInTheDocument();
    const texts = within(grid)
      .getAllByRole('gridcell')
      .map((cell) => plain(cell.textContent ?? ''));
    expect(texts).toEqual(
      expect.arrayContaining([
        '1 234,50 ₽',
        '1 150,00 ₽',
        '990,00 ₽',
        '—',
        '12 345',
        '300,00 ₽',
        '-3,5 %',
      ]),
    );
    expect(
      within(grid).getByRole('columnheader', { name: /Цена для покупателя Ozon/ }),
    ).toBeInTheDocument();
    expect(plain(screen.getByText(/из 100/).textContent ?? '')).toBe('1–50 из 100 000');
  });

  it('leads to the product links, which the short menu has no entry for', async () => {
    stubServer({
      'GET /api/cabinets': () => jsonResponse({ cabinets: [] }),
      'GET /api/catalog/products': () => jsonResponse({ items: [], total: 0 }),
    });
    const { user } = renderAt(
      [
        { path: '/catalog', element: <CatalogScreen /> },
        { path: '/products-matching', element: <h1>Связи товаров</h1> },
      ],
      '/catalog',
    );
    await user.click(await screen.findByRole('link', { name: 'Связи товаров' }));
    expect(await screen.findByRole('heading', { name: 'Связи товаров' })).toBeVisible();
  });

  it('says «Нет результатов» when nothing matches', async () => {
    stubServer({
      'GET /api/cabinets': () => jsonResponse({ cabinets: [] }),
      'GET /api/catalog/products': () => jsonResponse({ items: [], total: 0 }),
    });
    open();
    expect(await screen.findByText('Нет результатов')).toBeInTheDocument();
  });

  it('asks the server for the search, the filters and the sort', async () => {
    const server = stubServer({
      'GET /api/cabinets': () => jsonResponse({ cabinets: [] }),
      'GET /api/catalog/products': () => jsonResponse({ items: [aProduct()], total: 1 }),
    });
    const { user } = open();
    await screen.findByRole('link', { name: 'CUP-1' });

    await user.type(screen.getByRole('searchbox', { name: /Поиск/ }), 'кружка');
    await user.click(screen.getByRole('checkbox', { name: 'Убыточные' }));
    await user.click(screen.getByRole('columnheader', { name: /Остаток/ }));

    await waitFor(() => {
      const last = server.callsTo('/api/catalog/products').at(-1)!;
      const params = new URLSearchParams(last.search);
      expect(params.get('search')).toBe('кружка');
      expect(params.get('lossMaking')).toBe('true');
      expect(params.get('sort')).toBe('stockTotal');
      expect(params.get('page')).toBe('0');
    });
    expect(screen.getByRole('link', { name: 'Выгрузить в Excel' })).toHaveAttribute(
      'href',
      expect.stringContaining('/api/catalog/products/export?'),
    );
  });

  it("sorts by Ozon's buyer price on the server, as by any other column", async () => {
    const server = stubServer({
      'GET /api/cabinets': () => jsonResponse({ cabinets: [] }),
      'GET /api/catalog/products': () => jsonResponse({ items: [aProduct()], total: 1 }),
    });
    const { user } = open();
    await screen.findByRole('link', { name: 'CUP-1' });
    await user.click(screen.getByRole('columnheader', { name: /Цена для покупателя Ozon/ }));
    await waitFor(() => {
      const last = server.callsTo('/api/catalog/products').at(-1)!;
      expect(new URLSearchParams(last.search).get('sort')).toBe('buyerPriceOzon');
    });
  });

  it("suggests the account's brands and filters by the brand's own spelling", async () => {
    const server = stubServer({
      'GET /api/cabinets': () => jsonResponse({ cabinets: [] }),
      'GET /api/catalog/brands': () => jsonResponse({ brands: ['Алтайские травы', 'Гжель'] }),
      'GET /api/catalog/products': () => jsonResponse({ items: [aProduct()], total: 1 }),
    });
    const { user } = open();
    await screen.findByRole('link', { name: 'CUP-1' });

    const brand = screen.getByRole('combobox', { name: 'Бренд' });
    const suggestions = document.getElementById(brand.getAttribute('list') ?? '');
    await waitFor(() =>
      expect(
        [...(suggestions?.querySelectorAll('option') ?? [])].map((option) => option.value),
      ).toEqual(['Алтайские травы', 'Гжель']),
    );

    // Typed in another case: the server, which matches a brand exactly, is asked for «Гжель».
    await user.type(brand, ' гжель ');
    await waitFor(() => {
      const last = server.callsTo('/api/catalog/products').at(-1)!;
      expect(new URLSearchParams(last.search).get('brand')).toBe('Гжель');
    });
    // A brand the account has not: asked as typed (and found nowhere).
    await user.clear(brand);
    await user.type(brand, 'Новый');
    await waitFor(() => {
      const last = server.callsTo('/api/catalog/products').at(-1)!;
      expect(new URLSearchParams(last.search).get('brand')).toBe('Новый');
    });
  });

  it('does not ask for the page again when the brands arrive', async () => {
    const brands = deferred<Response>();
    const server = stubServer({
      'GET /api/cabinets': () => jsonResponse({ cabinets: [] }),
      'GET /api/catalog/brands': () => brands.promise,
      'GET /api/catalog/products': () => jsonResponse({ items: [aProduct()], total: 1 }),
    });
    open();
    await screen.findByRole('link', { name: 'CUP-1' });
    brands.resolve(jsonResponse({ brands: ['Гжель'] }));
    const field = screen.getByRole('combobox', { name: 'Бренд' });
    const suggestions = document.getElementById(field.getAttribute('list') ?? '');
    await waitFor(() => expect(suggestions?.querySelectorAll('option')).toHaveLength(1));
    expect(server.callsTo('/api/catalog/products')).toHaveLength(1);
  });

  it('remembers the columns the seller hid', async () => {
    localStorage.setItem('marketpult.catalog.columns', JSON.stringify({ brand: false }));
    stubServer({
      'GET /api/cabinets': () => jsonResponse({ cabinets: [] }),
      'GET /api/catalog/products': () => jsonResponse({ items: [aProduct()], total: 1 }),
    });
    open();
    expect(await screen.findByRole('columnheader', { name: 'Название' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Бренд' })).not.toBeInTheDocument();
  });

  it('keeps the skeleton in place of the grid until the first page arrives', async () => {
    const products = deferred<Response>();
    stubServer({
      'GET /api/cabinets': () => jsonResponse({ cabinets: [] }),
      'GET /api/catalog/products': () => products.promise,
    });
    open();

    // The screen is drawn (its search row), the grid is not: no empty grid with a skeleton of
    // its own is rendered only to be drawn again with the rows.
    expect(await screen.findByRole('searchbox', { name: /Поиск/ })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Загружаем каталог…' })).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();

    products.resolve(jsonResponse({ items: [aProduct()], total: 1 }));
    const grid = await screen.findByRole('grid', { name: 'Каталог' });
    expect(await within(grid).findByRole('link', { name: 'CUP-1' })).toBeInTheDocument();
    expect(
      screen.queryByRole('progressbar', { name: 'Загружаем каталог…' }),
    ).not.toBeInTheDocument();
  });

  it('shows the grid, empty, with the error when the first page fails', async () => {
    stubServer({
      'GET /api/cabinets': () => jsonResponse({ cabinets: [] }),
      'GET /api/catalog/products': () => errorResponse(500, 'internal'),
    });
    open();
    expect(await screen.findByRole('grid', { name: 'Каталог' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});
