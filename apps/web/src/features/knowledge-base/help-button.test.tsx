import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { InstructionPage } from '@marketpult/shared/contracts/instructions';
import { AppProviders } from '../../app/providers';
import { createAppStore } from '../../lib/store';
import { HelpButton } from './help-button';
import { loadInstructions } from './instructions-slice';
import { KB_FIXTURE } from './test-fixtures';

function renderHelpButton(
  routePattern: string,
  { list = KB_FIXTURE, hidden }: { list?: InstructionPage[]; hidden?: boolean } = {},
) {
  const store = createAppStore({ knowledgeBase: { isSubmitting: false, list } });
  const user = userEvent.setup();
  const ui = (pattern: string) => (
    <AppProviders store={store}>
      <HelpButton routePattern={pattern} hidden={hidden} />
    </AppProviders>
  );
  const view = render(ui(routePattern));
  return {
    store,
    user,
    // A hidden button leaves the accessibility tree, so only then is it looked up among hidden ones.
    button: screen.getByRole('button', { name: 'База знаний', hidden: hidden === true }),
    navigateTo: (pattern: string) => view.rerender(ui(pattern)),
  };
}

/** The number the badge shows, or null when there is no badge to see. */
function shownCount(): string | null {
  const number = screen.queryByTestId('help-badge');
  const invisible = number?.closest('.MuiBadge-badge')?.classList.contains('MuiBadge-invisible');
  return number && !invisible ? number.textContent : null;
}

describe('the help button’s badge (spec §2)', () => {
  it.each([
    // every instruction of every group of every content type: 2 + 1 text, 2 videos
    ['/cabinet', 5],
    // '/cabinet/' must not collect '/cabinet-add/'
    ['/cabinet-add', 1],
    // a page collects the pages below it: /catalog/, /catalog/:id/, /catalog/:id/:chart/
    ['/catalog', 4],
    // a parametrised route is looked up by its pattern, and only the pages below it count
    ['/catalog/:id', 3],
    ['/catalog/:id/:chart', 1],
    ['/cabinet/', 5],
  ])('on %s shows %i', (routePattern, expected) => {
    const { button } = renderHelpButton(routePattern);
    expect(shownCount()).toBe(String(expected));
    expect(button).toHaveAccessibleDescription(`Инструкций для этой страницы: ${expected}`);
  });

  it('shows no number on a page without instructions', () => {
    const { button } = renderHelpButton('/orders');
    expect(shownCount()).toBeNull();
    expect(button).toHaveAccessibleDescription('Инструкций для этой страницы: 0');
  });

  it('follows the route and the list as they change', () => {
    const { store, navigateTo } = renderHelpButton('/cabinet', { list: [] });
    expect(shownCount()).toBeNull();

    act(() => {
      store.dispatch({
        type: loadInstructions.fulfilled.type,
        payload: KB_FIXTURE,
        meta: { requestId: 'test', requestStatus: 'fulfilled' },
      });
    });
    expect(shownCount()).toBe('5');

    navigateTo('/catalog/:id');
    expect(shownCount()).toBe('3');
    navigateTo('/orders');
    expect(shownCount()).toBeNull();
  });

  it('can be hidden by the layout', () => {
    const { button } = renderHelpButton('/cabinet', { hidden: true });
    expect(button).not.toBeVisible();
  });
});

describe('the dialog it opens', () => {
  // The lazy chunk is transformed on first import; doing it here keeps that out of the tests' time.
  beforeAll(() => import('./knowledge-base-dialog'));

  it('loads on the first click, shows the page’s instructions and gives the focus back on close', async () => {
    const { user, button } = renderHelpButton('/cabinet');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'База знаний' });
    expect(within(dialog).getByRole('tab', { name: 'Инструкции' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(dialog).getByRole('button', { name: 'Начало работы' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();

    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'База знаний' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('opens and closes the dialog as a layout that holds the state tells it', async () => {
    const store = createAppStore({ knowledgeBase: { isSubmitting: false, list: KB_FIXTURE } });
    const onOpenChange = vi.fn();
    const ui = (open: boolean) => (
      <AppProviders store={store}>
        <HelpButton routePattern="/cabinet" hidden open={open} onOpenChange={onOpenChange} />
      </AppProviders>
    );
    const view = render(ui(false));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Opened from elsewhere while the button itself is hidden (a phone's side menu).
    view.rerender(ui(true));
    const dialog = await screen.findByRole('dialog', { name: 'База знаний' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);

    view.rerender(ui(false));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the instructions of the route it is opened on', async () => {
    const { user, button, navigateTo } = renderHelpButton('/cabinet');
    navigateTo('/catalog/:id');

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'База знаний' });
    expect(within(dialog).getByRole('button', { name: 'Карточка товара' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Начало работы' })).toBeNull();
  });
});
