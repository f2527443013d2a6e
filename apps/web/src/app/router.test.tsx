import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes, paths } from '../config/paths';
import { routes } from './router';

function renderAt(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

/** A concrete URL for a route pattern, with sample parameter values. */
const sampleUrl = (path: string) => path.replace(/:(\w+)/g, (_match, name: string) => `${name}-1`);

describe('router', () => {
  it('redirects the root to the cabinets', async () => {
    const router = renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Кабинеты' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cabinet');
    // Replaced, not pushed: Back leaves the app instead of bouncing to the root again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each(appRoutes.map((route) => [sampleUrl(route.path), route.title]))(
    '%s shows the heading «%s» and tab title',
    async (url, title) => {
      const router = renderAt(url);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(document.title).toBe(`${title} — МаркетПульт`);
      expect(router.state.location.pathname).toBe(url);
    },
  );

  it('matches a parameterised route with encoded parameters', async () => {
    renderAt(paths.cabinetItem.getHref({ marketplace: 'ozon', shopId: 'магазин 1' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Кабинет магазина' }),
    ).toBeInTheDocument();
  });

  it.each(['/no-such-page', '/catalog/1/chart/extra', '/registration/other'])(
    'shows «Страница не найдена» at %s with a link back to the root',
    async (url) => {
      renderAt(url);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    },
  );
});
