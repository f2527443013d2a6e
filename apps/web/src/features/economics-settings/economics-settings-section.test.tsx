import type { EconomicsSettingsResponse } from '@marketpult/shared/contracts/economics-settings';
import { DEFAULT_ECONOMICS_SETTINGS } from '@marketpult/shared/economics/index';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubServer } from '../../test/fake-server';
import { EconomicsSettingsSection } from './economics-settings-section';

const PATH = '/api/settings/economics';
const DEFAULTS: EconomicsSettingsResponse = {
  settings: { ...DEFAULT_ECONOMICS_SETTINGS },
  isDefault: true,
};

function open() {
  const user = userEvent.setup();
  render(<EconomicsSettingsSection />);
  return user;
}

async function chooseRegime(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('combobox', { name: 'Система налогообложения' }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name }));
}

describe('the margin settings on /profile', () => {
  it('shows the defaults, then saves ОСНО with its own rate and VAT and the other costs', async () => {
    const server = stubServer({
      [`GET ${PATH}`]: () => jsonResponse(DEFAULTS),
      [`POST ${PATH}`]: (body) => jsonResponse({ settings: body, isDefault: false }),
    });
    const user = open();
    expect(await screen.findByText(/действуют настройки по умолчанию/)).toBeVisible();
    expect(screen.getByLabelText('Ставка налога, %')).toHaveValue('6');

    await chooseRegime(user, 'ОСНО');
    expect(screen.getByLabelText('Ставка налога, %')).toHaveValue('25');
    expect(screen.getByRole('combobox', { name: 'НДС' })).toHaveTextContent('22 %');
    const costs = screen.getByLabelText('Прочие расходы на единицу, ₽');
    await user.clear(costs);
    await user.type(costs, '35,5');
    await user.click(screen.getByRole('button', { name: 'Сохранить настройки' }));

    expect(await screen.findByRole('status')).toHaveTextContent('маржа всех товаров пересчитана');
    expect(server.callsTo(PATH).find((call) => call.method === 'POST')?.body).toEqual({
      taxRegime: 'osno',
      taxPercent: 25,
      vatPercent: 22,
      otherCostsRub: 35.5,
      otherCostsPercent: 0,
    });
    expect(screen.queryByText(/действуют настройки по умолчанию/)).toBeNull();
  });

  it('offers no VAT under НПД', async () => {
    stubServer({ [`GET ${PATH}`]: () => jsonResponse(DEFAULTS) });
    const user = open();
    await chooseRegime(user, 'НПД (самозанятый)');
    expect(screen.getByLabelText('Ставка налога, %')).toHaveValue('4');
    const vat = screen.getByRole('combobox', { name: 'НДС' });
    expect(vat).toHaveTextContent('Без НДС');
    expect(vat).toHaveAttribute('aria-disabled', 'true');
  });

  it('marks a number it cannot take and sends nothing', async () => {
    const server = stubServer({ [`GET ${PATH}`]: () => jsonResponse(DEFAULTS) });
    const user = open();
    const rate = await screen.findByLabelText('Ставка налога, %');
    await user.clear(rate);
    await user.type(rate, '120');
    await user.click(screen.getByRole('button', { name: 'Сохранить настройки' }));
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/Введите число от 0 до 99,99/)).toBeVisible();
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows the server’s refusal in Russian', async () => {
    stubServer({
      [`GET ${PATH}`]: () => jsonResponse(DEFAULTS),
      [`POST ${PATH}`]: () => errorResponse(400, 'ValidationError', 'Неверная ставка налога'),
    });
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Сохранить настройки' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверная ставка налога');
  });

  it('says the settings could not be loaded, and loads them on «Повторить»', async () => {
    let fail = true;
    stubServer({
      [`GET ${PATH}`]: () => (fail ? errorResponse(503, 'Unavailable') : jsonResponse(DEFAULTS)),
    });
    const user = open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить настройки');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByLabelText('Ставка налога, %')).toHaveValue('6');
  });
});
