import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const screenshotDir = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');

const SCREENS = [
  { name: 'login', url: '/login', heading: 'Вход' },
  { name: 'registration', url: '/registration', heading: 'Регистрация' },
  {
    name: 'registration-confirm',
    url: '/registration/confirm',
    heading: 'Подтверждение e-mail при регистрации',
  },
] as const;

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

for (const screen of SCREENS) {
  test(`${screen.url} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(screen.url);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    // The live screen, not the inert one the server drew before the scripts ran (/login).
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);

    const { violations } = await new AxeBuilder({ page }).analyze();
    const severe = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(({ id, impact, nodes }) => ({ id, impact, targets: nodes.map((node) => node.target) }));
    expect(severe).toEqual([]);
  });

  for (const viewport of VIEWPORTS) {
    test(`${screen.url} at ${viewport.width}×${viewport.height}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(screen.url);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      // The page fits the width: no horizontal scrolling on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      mkdirSync(screenshotDir, { recursive: true });
      await page.screenshot({
        path: join(screenshotDir, `${screen.name}-${viewport.width}x${viewport.height}.png`),
        fullPage: true,
      });
    });
  }
}
