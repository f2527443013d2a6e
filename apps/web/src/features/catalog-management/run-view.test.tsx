import type { PriceChange, PriceRunResponse } from '@marketpult/shared/contracts/prices';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, errorResponse, jsonResponse, stubServer } from '../../test/fake-server';
import { theme } from '../../app/theme';
import { RunView } from './run-view';
import { RUN_ID, aChange, aRun, plain, statusText, runQueryOf } from './test-support';

const RUN_PATH = `/api/prices/runs/${RUN_ID}`;
/** Long enough that no poll comes while a test looks. */
const NO_POLLS = 60_000;

/** A run of 250 changes, OFFER-1…OFFER-250; the 5th, 150th and 240th need an override. */
function bigRun(status: (index: number) => PriceChange['status'] = () => 'planned') {
  return Array.from({ length: 250 }, (_, index) => {
    const number = index + 1;
    const blocked = [5, 150, 240].includes(number);
    return aChange({
      offerId: `OFFER-${number}`,
      verdict: blocked ? 'needs_override' : 'ok',
      reasons: blocked
        ? [{ code: 'step_too_large', severity: 'block', message: 'Шаг больше 30 %' }]
        : [],
      status: status(number),
    });
  });
}

/** The server of one run: each GET answers the page its query asks for. */
function serveRun(
  answer: (request: Request) => PriceRunResponse | Promise<Response>,
  routes: Parameters<typeof stubServer>[0] = {},
) {
  return stubServer({
    [`GET ${RUN_PATH}`]: async (_body, request) => {
      const data = answer(request);
      return data instanceof Promise ? data : jsonResponse(data);
    },
    ...routes,
  });
}

const pageQueries = (server: ReturnType<typeof stubServer>) =>
  server.callsTo(RUN_PATH).map((call) => Object.fromEntries(new URLSearchParams(call.search)));

const table = () => screen.getByRole('table', { name: 'Изменения' });
/** The offer ids the table lists, in order. */
const listedOffers = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => /OFFER-\d+/.exec(row.textContent ?? '')?.[0]);
const viewButton = (name: RegExp) =>
  within(screen.getByRole('group', { name: 'Какие изменения показать' })).getByRole('button', {
    name,
  });

function open(pollIntervalMs = NO_POLLS, initial?: PriceRunResponse) {
  const user = userEvent.setup();
  // The app's theme: its ruRU locale names the pager's buttons, as on the real screen.
  render(
    <ThemeProvider theme={theme}>
      <RunView runId={RUN_ID} pollIntervalMs={pollIntervalMs} initial={initial} />
    </ThemeProvider>,
  );
  return user;
}

describe('RunView of a run longer than one page', () => {
  it('counts the totals over the whole run while the table shows its first 100 changes', async () => {
    const changes = bigRun();
    const server = serveRun((request) => aRun(changes, {}, runQueryOf(request)));
    open();

    await screen.findByRole('table', { name: 'Изменения' });
    expect(pageQueries(server)).toEqual([{}]);
    expect(listedOffers()).toHaveLength(100);
    expect(listedOffers()[0]).toBe('OFFER-1');
    // Only OFFER-5 of the three blocked ones is on this page; the totals count all three.
    expect(within(table()).getAllByRole('checkbox')).toHaveLength(1);
    expect(statusText()).toContain('Будет отправлено: 247');
    expect(statusText()).toContain('Требует подтверждения: 3');
    expect(statusText()).toContain('Отклонено: 0');
    expect(
      screen.getByText(/Итоги посчитаны по всем изменениям.*собраны в «Требуют подтверждения»/),
    ).toBeVisible();

    expect(viewButton(/^Все \(250\)$/)).toHaveAttribute('aria-pressed', 'true');
    expect(viewButton(/^Требуют подтверждения \(3\)$/)).toHaveAttribute('aria-pressed', 'false');
    // Nothing refused, and a draft has sent nothing: those views are not offered.
    expect(screen.queryByRole('button', { name: /Отклонены проверками/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Не применены/ })).toBeNull();
    expect(plain(screen.getByText(/из 250/).textContent ?? '')).toBe('1–100 из 250');
  });

  it('asks the server for offset 100 on the next page and shows those rows', async () => {
    const changes = bigRun();
    const server = serveRun((request) => aRun(changes, {}, runQueryOf(request)));
    const user = open();
    await screen.findByRole('table', { name: 'Изменения' });

    await user.click(screen.getByRole('button', { name: 'Перейти на следующую страницу' }));
    await waitFor(() => expect(listedOffers()[0]).toBe('OFFER-101'));
    expect(pageQueries(server).at(-1)).toEqual({ offset: '100' });
    expect(listedOffers()).toHaveLength(100);
    expect(plain(screen.getByText(/из 250/).textContent ?? '')).toBe('101–200 из 250');
    expect(statusText()).toContain('Будет отправлено: 247');

    await user.click(screen.getByRole('button', { name: 'Перейти на последнюю страницу' }));
    await waitFor(() => expect(listedOffers()).toHaveLength(50));
    expect(pageQueries(server).at(-1)).toEqual({ offset: '200' });
    expect(screen.getByRole('button', { name: 'Перейти на следующую страницу' })).toBeDisabled();
  });

  it('shows the dry run just made at once and asks the server for the pages after it', async () => {
    const changes = bigRun();
    const server = serveRun((request) => aRun(changes, {}, runQueryOf(request)));
    const user = open(NO_POLLS, aRun(changes));

    expect(listedOffers()[0]).toBe('OFFER-1');
    expect(server.callsTo(RUN_PATH)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Перейти на следующую страницу' }));
    await waitFor(() => expect(listedOffers()[0]).toBe('OFFER-101'));
    expect(pageQueries(server)).toEqual([{ offset: '100' }]);
  });

  it('lists the blocked changes from their first page when «Требуют подтверждения» is chosen', async () => {
    const changes = bigRun();
    const server = serveRun((request) => aRun(changes, {}, runQueryOf(request)));
    const user = open();
    await screen.findByRole('table', { name: 'Изменения' });
    await user.click(screen.getByRole('button', { name: 'Перейти на следующую страницу' }));
    await waitFor(() => expect(listedOffers()[0]).toBe('OFFER-101'));

    // The chooser is plain buttons: the keyboard picks a view as well as the mouse.
    viewButton(/Требуют подтверждения/).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(listedOffers()).toEqual(['OFFER-5', 'OFFER-150', 'OFFER-240']));
    expect(pageQueries(server).at(-1)).toEqual({ view: 'needs_override' });
    expect(viewButton(/Требуют подтверждения/)).toHaveAttribute('aria-pressed', 'true');
    // Three fit on one page: no pages to move between.
    expect(screen.queryByRole('button', { name: 'Перейти на следующую страницу' })).toBeNull();
  });

  it('sends an override ticked on page 2 after the seller went back to page 1', async () => {
    const changes = bigRun();
    const server = serveRun((request) => aRun(changes, {}, runQueryOf(request)), {
      [`POST ${RUN_PATH}/apply`]: () => jsonResponse(aRun(changes, { status: 'applying' })),
    });
    const user = open();
    await screen.findByRole('table', { name: 'Изменения' });
    await user.click(screen.getByRole('button', { name: 'Перейти на следующую страницу' }));
    await user.click(
      await screen.findByRole('checkbox', { name: 'Подтвердить изменение OFFER-150' }),
    );
    expect(statusText()).toContain('Будет отправлено: 248');
    expect(statusText()).toContain('Требует подтверждения: 2');

    await user.click(screen.getByRole('button', { name: 'Перейти на предыдущую страницу' }));
    await waitFor(() => expect(listedOffers()[0]).toBe('OFFER-1'));
    expect(
      screen.getByRole('checkbox', { name: 'Подтвердить изменение OFFER-5' }),
    ).not.toBeChecked();
    expect(statusText()).toContain('Будет отправлено: 248');
    await user.click(screen.getByRole('button', { name: 'Применить' }));

    await waitFor(() => expect(server.callsTo(`${RUN_PATH}/apply`)).toHaveLength(1));
    const blocked = changes.find((change) => change.offerId === 'OFFER-150')!;
    expect(server.callsTo(`${RUN_PATH}/apply`)[0]!.body).toEqual({ overrides: [blocked.id] });
  });

  it('draws the progress over every change of the run, and keeps the page while polling', async () => {
    const applying = bigRun((number) => (number <= 120 ? 'applied' : 'sending'));
    const done = bigRun((number) => (number === 130 ? 'failed' : 'applied'));
    let finished = false;
    const server = serveRun((request) =>
      finished
        ? aRun(done, { status: 'done' }, runQueryOf(request))
        : aRun(applying, { status: 'applying' }, runQueryOf(request)),
    );
    const user = open(10);

    const progress = await screen.findByRole('progressbar', { name: 'Ход применения' });
    expect(progress).toHaveAttribute('aria-valuenow', '48');
    expect(statusText()).toContain('Завершено 120 из 250');

    await user.click(screen.getByRole('button', { name: 'Перейти на следующую страницу' }));
    await waitFor(() => expect(listedOffers()[0]).toBe('OFFER-101'));
    const polled = server.callsTo(RUN_PATH).length;
    await waitFor(() => expect(server.callsTo(RUN_PATH).length).toBeGreaterThan(polled + 2));
    finished = true;

    expect(await screen.findByText('Готово: все изменения завершены.')).toBeVisible();
    expect(listedOffers()[0]).toBe('OFFER-101');
    const afterMove = pageQueries(server).slice(polled);
    expect(afterMove.every((query) => query['offset'] === '100')).toBe(true);
    // The run went out: the changes the marketplace did not take have a view of their own.
    await user.click(viewButton(/^Не применены \(1\)$/));
    await waitFor(() => expect(listedOffers()).toEqual(['OFFER-130']));
    expect(pageQueries(server).at(-1)).toEqual({ view: 'problems' });
  });

  it('keeps the page on show while the next one loads, and says in Russian when it fails', async () => {
    const changes = bigRun();
    const gate = deferred<void>();
    serveRun((request) =>
      runQueryOf(request).offset === '100'
        ? gate.promise.then(() => errorResponse(500, 'InternalServerError'))
        : aRun(changes, {}, runQueryOf(request)),
    );
    const user = open();
    await screen.findByRole('table', { name: 'Изменения' });

    await user.click(screen.getByRole('button', { name: 'Перейти на следующую страницу' }));
    expect(listedOffers()[0]).toBe('OFFER-1');
    expect(table().closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();

    gate.resolve();
    expect(
      await screen.findByText('Не удалось загрузить данные. Попробуйте обновить страницу.'),
    ).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Изменения' })).toBeNull();
    // The totals and the way back stay.
    expect(statusText()).toContain('Будет отправлено: 247');
    await user.click(screen.getByRole('button', { name: 'Перейти на предыдущую страницу' }));
    await waitFor(() => expect(listedOffers()[0]).toBe('OFFER-1'));
    expect(screen.queryByText(/Не удалось загрузить данные/)).toBeNull();
  });
});
