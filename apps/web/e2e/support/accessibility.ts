/// <reference lib="dom" />
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe-core over the whole page: no serious or critical violation, named by `label`. */
export async function expectNoSevereViolations(page: Page, label: string): Promise<void> {
  // Colours measured mid-fade (a dialog or menu still appearing) are not what a person reads.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const severe = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, impact, nodes }) => ({ id, impact, targets: nodes.map((node) => node.target) }));
  expect(severe, label).toEqual([]);
}
