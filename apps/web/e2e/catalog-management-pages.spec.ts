import { expect, test } from '@playwright/test';
import { expectNoSevereViolations } from './support/accessibility';
import { choose, openDemoCatalogManagement, SYNC_TIMEOUT } from './support/catalog-management';

/*
 * A run bigger than a page: the demo seller checks +1 % on every Ozon listing (the demo shop's
 * ~1,000, one run since a run takes 10,000), sees the totals of the whole run over a table of
 * one page, pages on, and lists only the changes waiting for a confirmation. Nothing is applied.
 */

/** «Будет отправлено: 1 000» → 1000: the screen spaces thousands with a no-break space. */
const countIn = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

test('the demo seller checks a rule over a whole Ozon shop and pages through its diff', async ({
  page,
}) => {
  test.setTimeout(SYNC_TIMEOUT + 90_000);
  await openDemoCatalogManagement(page);
  // The button counts what the grid's last answer matched: the Ozon one is waited for.
  const ozonOnly = page.waitForResponse(
    (response) =>
      response.url().includes('/api/catalog/listings?') &&
      response.url().includes('marketplace=ozon'),
  );
  await choose(page, 'Маркетплейс', 'Ozon');
  await ozonOnly;
  const selectAll = page.getByRole('button', { name: /^Выбрать все по фильтру/ });
  await expect(selectAll).toBeEnabled();
  // «Выбрать все по фильтру (1 000)»: how many the filter matches.
  const total = countIn(await selectAll.textContent());
  expect(total).toBeGreaterThan(200);
  await selectAll.click();
  await expect
    .poll(async () => countIn(await page.getByText(/^Выбрано: /).textContent()))
    .toBe(total);

  await choose(page, 'Как изменить цену', 'Изменить на %');
  await page.getByRole('textbox', { name: /Изменение, %/ }).fill('1');
  await page.getByRole('button', { name: 'Проверить' }).click();

  const changes = page.getByRole('table', { name: 'Изменения', exact: true });
  await expect(changes.locator('tbody tr')).toHaveCount(100);
  const views = page.getByRole('group', { name: 'Какие изменения показать' });
  await expect(views.getByRole('button', { name: /^Все \(/ })).toHaveText(
    new RegExp(`^Все \\(${total.toLocaleString('ru-RU').replace(/\s/g, '\\s')}\\)$`),
  );
  // The totals add up to every change of the run, not to the page on show.
  const totalOf = async (label: RegExp) => countIn(await page.getByText(label).textContent());
  const willSend = await totalOf(/^Будет отправлено: /);
  const waiting = await totalOf(/^Требует подтверждения: /);
  const refused = await totalOf(/^Отклонено: /);
  expect(willSend + waiting + refused).toBe(total);
  await expect(page.getByText(/^Итоги посчитаны по всем изменениям/)).toBeVisible();
  await expect(page.getByText(/^1–100 из /)).toBeVisible();
  await expectNoSevereViolations(page, '/catalog-management?run (a diff of many pages)');

  const firstRow = await changes.locator('tbody tr').first().textContent();
  await page.getByRole('button', { name: 'Перейти на следующую страницу' }).click();
  await expect(page.getByText(/^101–200 из /)).toBeVisible();
  await expect(changes.locator('tbody tr').first()).not.toHaveText(firstRow ?? '');
  await expect(changes.locator('tbody tr')).toHaveCount(100);

  if (waiting > 0) {
    await views.getByRole('button', { name: /^Требуют подтверждения/ }).click();
    await expect(changes.locator('tbody tr')).toHaveCount(Math.min(waiting, 100));
    await expect(changes.locator('tbody tr[data-verdict="needs_override"]')).toHaveCount(
      Math.min(waiting, 100),
    );
  }
});
