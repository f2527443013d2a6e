import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { RouteError } from './route-error';

describe('RouteError', () => {
  it('explains in Russian when a screen cannot be loaded and offers a reload', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const chunkFailure = new TypeError('Failed to fetch dynamically imported module');
    const router = createMemoryRouter([
      {
        HydrateFallback: FullScreenSpinner,
        ErrorBoundary: RouteError,
        children: [{ path: '/', lazy: () => Promise.reject(chunkFailure) }],
      },
    ]);

    render(<RouterProvider router={router} />);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Не удалось открыть страницу' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Обновить страницу' })).toBeEnabled();
    // Logged from an effect, which may run just after the screen appears.
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith(chunkFailure));
  });
});
