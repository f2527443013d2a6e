import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { App } from './app';
import { AppProviders } from './providers';
import { routes } from './router';
import { createAppStore } from './store';

const config = {
  productName: 'МаркетПульт',
  menuVariant: 'prod',
  supportEmail: 'support@marketpult.ru',
  marketsProxyToken: 'public-token',
};

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderApp() {
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  render(
    <AppProviders store={createAppStore()}>
      <App router={router} />
    </AppProviders>,
  );
}

describe('App', () => {
  it('shows a labelled spinner until the runtime config arrives, then the screens', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);

    renderApp();

    expect(screen.getByRole('progressbar', { name: 'Загрузка…' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/runtime-config', expect.anything());
    answer(jsonResponse(config));
    expect(await screen.findByRole('heading', { level: 1, name: 'Кабинеты' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('reports a failed load in Russian and retries on «Повторить»', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse({ error: 'boom' }, 500))
      .mockResolvedValueOnce(jsonResponse(config));
    vi.stubGlobal('fetch', fetchMock);

    renderApp();

    expect(await screen.findByRole('alert')).toHaveTextContent('Сервер не ответил');
    expect(screen.queryByRole('heading', { level: 1, name: 'Кабинеты' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Кабинеты' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
