import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RunChangesTable } from './run-changes-table';
import { aChange, aRun, plain } from './test-support';

const blocked = aChange({
  offerId: 'PLATE',
  verdict: 'needs_override',
  reasons: [{ code: 'step_too_large', severity: 'block', message: 'Шаг больше 30 %' }],
});
const refused = aChange({
  offerId: 'BOWL',
  verdict: 'refused',
  status: 'refused',
  reasons: [{ code: 'price_too_high', severity: 'refuse', message: 'Цена выше 10 000 000 ₽' }],
});

describe('RunChangesTable', () => {
  it('offers an override only for blocked changes of a dry run and reports each click', async () => {
    const onOverrideChange = vi.fn();
    render(
      <RunChangesTable
        run={aRun([aChange(), blocked, refused])}
        overrides={new Set()}
        onOverrideChange={onOverrideChange}
      />,
    );
    const table = screen.getByRole('table', { name: 'Изменения' });
    expect(within(table).getAllByRole('checkbox')).toHaveLength(1);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Подтвердить изменение PLATE' }));
    expect(onOverrideChange).toHaveBeenCalledWith(blocked.id, true);
    expect(within(table).getByText('Цена выше 10 000 000 ₽')).toBeInTheDocument();
    // No results column before the run is applied.
    expect(within(table).queryByRole('columnheader', { name: 'Результат' })).toBeNull();
  });

  it('only shows when no override handler is given (another screen reviewing a run)', () => {
    render(<RunChangesTable run={aRun([blocked])} />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Подтвердить' })).toBeNull();
  });

  it('shows each applied change’s result with the marketplace’s reason', () => {
    const run = aRun(
      [
        aChange({ status: 'applied' }),
        aChange({ status: 'quarantine', error: 'Цена в карантине Wildberries' }),
        {
          ...blocked,
          override: true,
          status: 'failed',
          error: 'Маркетплейс так и не показал цену',
        },
      ],
      { status: 'done' },
    );
    render(<RunChangesTable run={run} />);
    const table = screen.getByRole('table', { name: 'Изменения' });
    const text = plain(table.textContent ?? '');
    expect(text).toContain('Применено');
    expect(text).toContain('Карантин Wildberries');
    expect(text).toContain('Цена в карантине Wildberries');
    expect(text).toContain('Не применено');
    expect(text).toContain('Маркетплейс так и не показал цену');
    expect(text).toContain('Подтверждено');
    expect(text).toContain('1 000,00 ₽');
    expect(text).toContain('1 100,00 ₽');
  });
});
