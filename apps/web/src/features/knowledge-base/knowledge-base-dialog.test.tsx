import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { instructionsForPage } from '@marketpult/shared/domain/instructions-for-page';
import { KnowledgeBaseDialog } from './knowledge-base-dialog';
import { KB_FIXTURE } from './test-fixtures';

function openDialog(routePattern: string) {
  const user = userEvent.setup();
  const onClose = vi.fn();
  render(
    <KnowledgeBaseDialog
      open
      onClose={onClose}
      pages={instructionsForPage(KB_FIXTURE, routePattern)}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'База знаний' });
  return { user, onClose, dialog, scope: within(dialog) };
}

const group = (scope: ReturnType<typeof within>, title: string) =>
  scope.getByRole('button', { name: title });

describe('the dialog «База знаний»', () => {
  it('opens on the tab «Инструкции» and switches to «Видеоинструкции»', async () => {
    const { user, scope } = openDialog('/cabinet');
    const texts = scope.getByRole('tab', { name: 'Инструкции' });
    const videos = scope.getByRole('tab', { name: 'Видеоинструкции' });
    expect(texts).toHaveAttribute('aria-selected', 'true');
    expect(scope.getByRole('tabpanel', { name: 'Инструкции' })).toBeVisible();

    await user.click(videos);

    expect(videos).toHaveAttribute('aria-selected', 'true');
    expect(texts).toHaveAttribute('aria-selected', 'false');
    expect(scope.getByRole('tabpanel', { name: 'Видеоинструкции' })).toBeVisible();
    expect(scope.queryByRole('tabpanel', { name: 'Инструкции' })).toBeNull();
    expect(scope.queryByRole('button', { name: 'Начало работы' })).toBeNull();

    // The keyboard works the tabs too.
    await user.keyboard('{ArrowLeft}');
    expect(texts).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(texts).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps several groups closed until one is opened; links open in a new tab', async () => {
    const { user, scope } = openDialog('/cabinet');
    const start = group(scope, 'Начало работы');
    const cabinets = group(scope, 'Кабинеты');
    expect(start).toHaveAttribute('aria-expanded', 'false');
    expect(cabinets).toHaveAttribute('aria-expanded', 'false');
    expect(scope.queryByRole('link', { name: 'Первые шаги' })).toBeNull();

    await user.click(start);

    expect(start).toHaveAttribute('aria-expanded', 'true');
    const region = scope.getByRole('region', { name: 'Начало работы' });
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Первые шаги', '/help/first-steps'],
      ['Подключение', '/help/connect-cabinet'],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
      expect(link).toHaveAccessibleDescription('Откроется в новой вкладке');
    }
    expect(cabinets).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the open groups across tab changes and drops the player with its tab', async () => {
    const { user, scope, dialog } = openDialog('/cabinet');
    await user.click(group(scope, 'Кабинеты'));
    await user.click(scope.getByRole('tab', { name: 'Видеоинструкции' }));
    expect(dialog.querySelector('video')).toBeInTheDocument();

    await user.click(scope.getByRole('tab', { name: 'Инструкции' }));
    expect(group(scope, 'Кабинеты')).toHaveAttribute('aria-expanded', 'true');
    expect(dialog.querySelector('video')).toBeNull();
  });

  it('opens a group by itself when it is the only one, on either tab', async () => {
    const { user, scope } = openDialog('/catalog/:id');
    expect(group(scope, 'Карточка товара')).toHaveAttribute('aria-expanded', 'true');
    expect(scope.getByRole('link', { name: 'Цены товара' })).toBeVisible();

    await user.click(scope.getByRole('tab', { name: 'Видеоинструкции' }));
    const region = scope.getByRole('region', { name: 'График цен' });
    expect(scope.getByRole('button', { name: 'График цен', expanded: true })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'График цен' })).toBeVisible();
  });

  it('says «Нет результатов» on a tab without instructions', async () => {
    const { user, scope } = openDialog('/cabinet-add');
    expect(scope.queryByText('Нет результатов')).toBeNull();

    await user.click(scope.getByRole('tab', { name: 'Видеоинструкции' }));
    const videos = within(scope.getByRole('tabpanel', { name: 'Видеоинструкции' }));
    expect(videos.getByText('Нет результатов')).toBeVisible();
  });

  it('says «Нет результатов» on both tabs of a page the knowledge base does not know', async () => {
    const { user, scope } = openDialog('/orders');
    const panel = (name: string) => within(scope.getByRole('tabpanel', { name }));
    expect(panel('Инструкции').getByText('Нет результатов')).toBeVisible();
    await user.click(scope.getByRole('tab', { name: 'Видеоинструкции' }));
    expect(panel('Видеоинструкции').getByText('Нет результатов')).toBeVisible();
  });

  it('closes with its close button and with Escape', async () => {
    const { user, scope, onClose } = openDialog('/cabinet');
    await user.click(scope.getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalledOnce();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('the video player', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /*
   * Under fake timers the clicks are plain synchronous events: user-event and Testing Library's
   * async helpers wait on real timeouts, which fake timers never fire.
   */
  function openVideos() {
    vi.useFakeTimers();
    const { scope, dialog } = openDialog('/cabinet');
    fireEvent.click(scope.getByRole('tab', { name: 'Видеоинструкции' }));
    return {
      scope,
      player: () => dialog.querySelector('video'),
      clickVideo: (name: string) => fireEvent.click(scope.getByRole('button', { name })),
    };
  }

  it('gets the video only 800 ms after the click', async () => {
    const { scope, player, clickVideo } = openVideos();
    expect(player()).not.toHaveAttribute('src');
    expect(player()).toHaveAttribute('controls');

    clickVideo('Первое видео');
    expect(scope.getByRole('progressbar', { name: 'Загрузка видео' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(799));
    expect(player()).not.toHaveAttribute('src');

    act(() => vi.advanceTimersByTime(1));
    expect(player()).toHaveAttribute('src', '/media/first.webm');
    expect(player()).toHaveAccessibleName('Первое видео');
    expect(scope.getByRole('button', { name: 'Первое видео' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(scope.queryByRole('progressbar')).toBeNull();
  });

  it('replaces a pending video with the one clicked within the delay', async () => {
    const { player, clickVideo } = openVideos();

    clickVideo('Первое видео');
    act(() => vi.advanceTimersByTime(500));
    clickVideo('Второе видео');
    act(() => vi.advanceTimersByTime(500));
    // 1000 ms after the first click: the first video never reached the player.
    expect(player()).not.toHaveAttribute('src');

    act(() => vi.advanceTimersByTime(300));
    expect(player()).toHaveAttribute('src', '/media/second.webm');
  });

  it('switches from a playing video to the next one after the delay again', async () => {
    const { player, clickVideo } = openVideos();
    clickVideo('Первое видео');
    act(() => vi.advanceTimersByTime(800));
    expect(player()).toHaveAttribute('src', '/media/first.webm');

    clickVideo('Второе видео');
    act(() => vi.advanceTimersByTime(799));
    expect(player()).toHaveAttribute('src', '/media/first.webm');
    act(() => vi.advanceTimersByTime(1));
    expect(player()).toHaveAttribute('src', '/media/second.webm');
  });
});
