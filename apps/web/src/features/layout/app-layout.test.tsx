import type { MenuVariant } from '@marketpult/shared/runtime-config';
import { ThemeProvider } from '@mui/material/styles';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRoutePattern } from '../../app/route-handle';
import { theme } from '../../app/theme';
import { visibleMenu } from '../../config/menu';
import { appRoutes } from '../../config/paths';
import { AppLayout } from './app-layout';
import { avatarLetter } from './user-menu';

const initialWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = initialWidth;
  vi.useRealTimers();
});

interface Options {
  width?: number;
  variant?: MenuVariant;
  user?: { userName: string; displayName: string } | null;
  /** Whether the layout is given a way to open the knowledge base from the side menu. */
  withHelpEntry?: boolean;
}

/** The layout around every guarded route, each screen showing its title, as the app nests it. */
function renderLayout(
  url: string,
  {
    width = 1920,
    variant = 'prod',
    user = { userName: 'a@b.ru', displayName: 'Демо' },
    withHelpEntry = true,
  }: Options = {},
) {
  window.innerWidth = width;
  const onLogout = vi.fn();
  const onOpenHelp = vi.fn();
  const renderHelp = vi.fn((visible: boolean) =>
    visible ? <button type="button">База знаний</button> : null,
  );
  function Harness() {
    return (
      <AppLayout
        menu={visibleMenu(variant)}
        routePattern={useRoutePattern()}
        user={user}
        onLogout={onLogout}
        renderHelp={renderHelp}
        onOpenHelp={withHelpEntry ? onOpenHelp : undefined}
      >
        <Outlet />
      </AppLayout>
    );
  }
  const router = createMemoryRouter(
    [
      {
        element: <Harness />,
        children: appRoutes.map((route) => ({
          path: route.path,
          handle: { pattern: route.path },
          element: <h1>{route.title}</h1>,
        })),
      },
    ],
    { initialEntries: [url] },
  );
  const userEvents = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return { router, user: userEvents, onLogout, onOpenHelp, renderHelp };
}

const mainMenu = () => screen.getByRole('navigation', { name: 'Главное меню' });

describe('top bar', () => {
  it('has the logo linking to the root and the main landmark', () => {
    renderLayout('/orders');
    expect(screen.getByRole('link', { name: /МаркетПульт/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Заказы' }),
    );
  });

  it('shows the first letter of the display name and the name', () => {
    renderLayout('/orders', { user: { userName: 'ivan@shop.ru', displayName: 'иван Петров' } });
    const button = screen.getByRole('button', { name: 'иван Петров' });
    expect(button).toHaveTextContent(/^Ииван Петров$/);
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
  });

  it('opens the popup with Настройки, Сменить пароль and Выйти', async () => {
    const { user, router, onLogout } = renderLayout('/orders');
    const avatar = screen.getByRole('button', { name: 'Демо' });

    await user.click(avatar);
    const popup = screen.getByRole('menu');
    expect(
      within(popup)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Настройки', 'Сменить пароль', 'Выйти']);
    expect(within(popup).getByRole('menuitem', { name: 'Настройки' })).toHaveAttribute(
      'href',
      '/profile',
    );

    await user.click(within(popup).getByRole('menuitem', { name: 'Сменить пароль' }));
    expect(router.state.location.pathname).toBe('/profile/password/change');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await user.click(avatar);
    await user.click(screen.getByRole('menuitem', { name: 'Выйти' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('heads the popup with the whole name, which the bar may cut, hidden from screen readers', async () => {
    const displayName = `ИП ${'Константинопольский '.repeat(4)}`.trim();
    const { user } = renderLayout('/orders', { user: { userName: 'a@b.ru', displayName } });

    await user.click(screen.getByRole('button', { name: displayName }));
    const header = screen.getByTestId('user-menu-name');
    expect(header).toHaveTextContent(displayName);
    expect(header).toHaveAttribute('aria-hidden', 'true');
    // The menu is named by the avatar's button, so screen readers hear the name there.
    expect(screen.getByRole('menu', { name: displayName })).toContainElement(header);
    expect(screen.getAllByRole('menuitem')).toHaveLength(3);
  });

  it('shows no avatar without a user', () => {
    renderLayout('/orders', { user: null });
    expect(screen.queryByRole('button', { name: 'Демо' })).not.toBeInTheDocument();
  });
});

describe('avatarLetter', () => {
  it.each([
    ['Демо', 'Д'],
    ['  ozon-shop@mail.ru', 'O'],
    ['ёлка', 'Ё'],
    ['😀 smile', '😀'],
    ['   ', '?'],
  ])('of «%s» is %s', (name, letter) => {
    expect(avatarLetter(name)).toBe(letter);
  });
});

describe('menu on desktop (width above 1400)', () => {
  it('sits in the top bar, with no menu button, the current entry marked', () => {
    renderLayout('/orders', { width: 1401 });
    expect(screen.queryByRole('button', { name: 'Открыть меню' })).not.toBeInTheDocument();
    const links = within(mainMenu()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Кабинеты',
      'Каталог',
      'Заказы',
      'Отгрузки',
      'Управление каталогом',
      'Отчёты',
      'ABC-анализ',
      'Анализ конкурентов',
      'Финансы',
    ]);
    expect(within(mainMenu()).getByRole('link', { name: 'Заказы' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('marks the section of a related screen, and shows where the screen sits', () => {
    renderLayout('/catalog/42', { width: 1920 });
    expect(within(mainMenu()).getByRole('link', { name: 'Каталог' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const trail = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
    expect(within(trail).getByRole('link', { name: 'Каталог' })).toHaveAttribute(
      'href',
      '/catalog',
    );
    expect(trail).toHaveTextContent('Каталог›Карточка товара');
  });

  it('shows no breadcrumbs on a top-level screen', () => {
    renderLayout('/orders');
    expect(screen.queryByRole('navigation', { name: 'Навигационная цепочка' })).toBeNull();
  });

  describe('hc-my submenus', () => {
    const branch = (name: string) => within(mainMenu()).getByRole('button', { name });

    it('open and close on click, one branch at a time', async () => {
      const { user } = renderLayout('/reports', { variant: 'hc-my' });

      await user.click(branch('Кабинеты'));
      expect(branch('Кабинеты')).toHaveAttribute('aria-expanded', 'true');
      expect(await screen.findByRole('link', { name: 'Все кабинеты' })).toBeVisible();

      await user.click(branch('Товары'));
      expect(branch('Товары')).toHaveAttribute('aria-expanded', 'true');
      expect(branch('Кабинеты')).toHaveAttribute('aria-expanded', 'false');
      expect(await screen.findByRole('link', { name: 'Связи товаров' })).toBeVisible();

      await user.click(branch('Товары'));
      expect(branch('Товары')).toHaveAttribute('aria-expanded', 'false');
      await waitFor(() =>
        expect(screen.queryByRole('link', { name: 'Связи товаров' })).not.toBeInTheDocument(),
      );
    });

    it('open on hover only once the menu has been activated by a click', async () => {
      const { user } = renderLayout('/reports', { variant: 'hc-my' });

      await user.hover(branch('Товары'));
      expect(branch('Товары')).toHaveAttribute('aria-expanded', 'false');

      await user.click(branch('Кабинеты'));
      await user.hover(branch('Стратегии репрайсера'));
      expect(branch('Стратегии репрайсера')).toHaveAttribute('aria-expanded', 'true');
      expect(branch('Кабинеты')).toHaveAttribute('aria-expanded', 'false');
    });

    it('close when a leaf is chosen, which marks its parent and shows the breadcrumbs', async () => {
      const { user, router } = renderLayout('/reports', { variant: 'hc-my' });

      await user.click(branch('Товары'));
      await user.click(await screen.findByRole('link', { name: 'Каталог' }));

      expect(router.state.location.pathname).toBe('/catalog');
      expect(branch('Товары')).toHaveAttribute('aria-expanded', 'false');
      expect(branch('Товары')).toHaveAttribute('data-active', 'true');
      const trail = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
      expect(trail).toHaveTextContent('Товары›Каталог');
      expect(within(trail).getByText('Каталог')).toHaveAttribute('aria-current', 'page');
    });

    it('close on Escape and on a click outside', async () => {
      const { user } = renderLayout('/reports', { variant: 'hc-my' });

      await user.click(branch('Кабинеты'));
      await user.keyboard('{Escape}');
      expect(branch('Кабинеты')).toHaveAttribute('aria-expanded', 'false');
      expect(branch('Кабинеты')).toHaveFocus();

      await user.click(branch('Кабинеты'));
      await user.click(screen.getByRole('heading', { level: 1 }));
      expect(branch('Кабинеты')).toHaveAttribute('aria-expanded', 'false');
    });
  });
});

describe('side menu (width 1400 and less)', () => {
  const openButton = () => screen.getByRole('button', { name: 'Открыть меню' });

  it('replaces the top-bar menu; the button toggles it and it locks the page scroll', async () => {
    const { user } = renderLayout('/orders', { width: 1400 });
    expect(screen.queryByRole('navigation', { name: 'Главное меню' })).not.toBeInTheDocument();
    expect(openButton()).toHaveAttribute('aria-expanded', 'false');

    await user.click(openButton());
    const panel = await screen.findByRole('dialog', { name: 'Меню' });
    expect(within(panel).getByRole('link', { name: 'Заказы' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(document.body.style.overflow).toBe('hidden');

    await user.click(within(panel).getByRole('button', { name: 'Закрыть меню' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body.style.overflow).not.toBe('hidden');
  });

  it('closes when a leaf is chosen', async () => {
    const { user, router } = renderLayout('/orders', { width: 390 });
    await user.click(openButton());
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('link', { name: 'Финансы' }),
    );

    expect(router.state.location.pathname).toBe('/finance');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes when the current screen’s own leaf is chosen again', async () => {
    const { user } = renderLayout('/orders', { width: 390 });
    await user.click(openButton());
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('link', { name: 'Заказы' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers «База знаний», which closes the side menu and opens the help dialog', async () => {
    const { user, onOpenHelp } = renderLayout('/orders', { width: 390 });
    await user.click(openButton());
    const panel = await screen.findByRole('dialog', { name: 'Меню' });
    const entry = within(panel).getByRole('button', { name: 'База знаний' });
    expect(entry).toHaveAttribute('aria-haspopup', 'dialog');
    // Not a section: it sits outside the navigation.
    expect(within(panel).getByRole('navigation')).not.toContainElement(entry);

    await user.click(entry);
    expect(onOpenHelp).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('has no «База знаний» when the layout is given no way to open it', async () => {
    const { user } = renderLayout('/orders', { width: 390, withHelpEntry: false });
    await user.click(openButton());
    const panel = await screen.findByRole('dialog', { name: 'Меню' });
    expect(within(panel).queryByRole('button', { name: 'База знаний' })).toBeNull();
  });

  it('unfolds the parent of the current screen in hc-my, and toggles submenus on click', async () => {
    const { user } = renderLayout('/products-matching', { width: 1024, variant: 'hc-my' });
    await user.click(openButton());
    const panel = await screen.findByRole('dialog');

    const products = within(panel).getByRole('button', { name: 'Товары' });
    expect(products).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('link', { name: 'Связи товаров' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(panel).getByRole('button', { name: 'Кабинеты' }));
    expect(products).toHaveAttribute('aria-expanded', 'false');
    expect(await within(panel).findByRole('link', { name: 'Новый кабинет' })).toBeVisible();
  });
});

describe('width changes', () => {
  it('switch between the menus 250 ms after the last resize', () => {
    vi.useFakeTimers();
    renderLayout('/orders', { width: 1920 });
    expect(screen.getByRole('navigation', { name: 'Главное меню' })).toBeInTheDocument();

    act(() => {
      window.innerWidth = 1400;
      window.dispatchEvent(new Event('resize'));
    });
    act(() => vi.advanceTimersByTime(249));
    expect(screen.queryByRole('button', { name: 'Открыть меню' })).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Открыть меню' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Главное меню' })).not.toBeInTheDocument();
  });

  it.each([
    [770, true],
    [769, false],
  ])('at %i px the help button shows: %s', (width, visible) => {
    const { renderHelp } = renderLayout('/cabinet', { width });
    expect(renderHelp).toHaveBeenLastCalledWith(visible);
    expect(Boolean(screen.queryByRole('button', { name: 'База знаний' }))).toBe(visible);
  });
});
