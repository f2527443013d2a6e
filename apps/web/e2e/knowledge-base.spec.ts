import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { UI_BREAKPOINTS, UI_TIMINGS } from '@marketpult/shared/constants/ui-layout';
import { instructionsListResponseSchema } from '@marketpult/shared/contracts/instructions';
import {
  countInstructions,
  groupsOfType,
  instructionsForPage,
} from '@marketpult/shared/domain/instructions-for-page';
import { E2E_ACCOUNTS } from './support/accounts';
import { signIn } from './support/sign-in';

const here = dirname(fileURLToPath(import.meta.url));
const screenshotDir = join(here, 'screenshots');

// The e2e server starts on an empty data directory, so its knowledge base is exactly the seed.
const SEED = instructionsListResponseSchema.parse(
  JSON.parse(readFileSync(join(here, '../../server/content/kb-seed.json'), 'utf8')),
);

const { demo } = E2E_ACCOUNTS;
/** HTMLMediaElement.HAVE_METADATA; the Node side of the test has no DOM globals. */
const HAVE_METADATA = 1;

const helpButton = (page: Page) => page.getByRole('button', { name: 'База знаний' });
const helpDialog = (page: Page) => page.getByRole('dialog', { name: 'База знаний' });

async function openHelp(page: Page) {
  await helpButton(page).click();
  const dialog = helpDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Wall-clock times (Date.now in the page) of every click, taken before any handler runs. */
async function recordClicks(page: Page) {
  await page.evaluate(() => {
    const target = window as unknown as { kbClickTimes: number[] };
    target.kbClickTimes = [];
    document.addEventListener('click', () => target.kbClickTimes.push(Date.now()), true);
  });
  return async () =>
    page.evaluate(() => (window as unknown as { kbClickTimes: number[] }).kbClickTimes.at(-1));
}

test.beforeEach(async ({ page }) => {
  await signIn(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/cabinet$/);
});

const PAGES = [
  { url: '/cabinet', pattern: '/cabinet' },
  { url: '/cabinet-add', pattern: '/cabinet-add' },
  { url: '/catalog', pattern: '/catalog' },
  { url: '/catalog/42', pattern: '/catalog/:id' },
  { url: '/catalog/42/prices', pattern: '/catalog/:id/:chart' },
  { url: '/profile', pattern: '/profile' },
] as const;

test('the help button’s badge shows the seeded number of instructions of each page', async ({
  page,
}) => {
  for (const { url, pattern } of PAGES) {
    const expected = countInstructions(SEED, pattern);
    expect(expected, `${pattern} has instructions in the seed`).toBeGreaterThan(0);
    await page.goto(url);
    await expect(page.getByTestId('help-badge'), url).toHaveText(String(expected));
    await expect(helpButton(page)).toHaveAccessibleDescription(
      `Инструкций для этой страницы: ${expected}`,
    );
  }
  // Nested pages count on the pages above them, not the other way round.
  expect(countInstructions(SEED, '/catalog')).toBeGreaterThan(
    countInstructions(SEED, '/catalog/:id'),
  );
});

test('the dialog: tabs, accordions, links that open the article in a new tab', async ({
  page,
  context,
}) => {
  const pages = instructionsForPage(SEED, '/cabinet');
  const textGroups = groupsOfType(pages, 'txt');
  const videoGroups = groupsOfType(pages, 'video');
  expect(textGroups.length).toBeGreaterThan(1);
  expect(videoGroups).toHaveLength(1);

  const dialog = await openHelp(page);
  const textTab = dialog.getByRole('tab', { name: 'Инструкции', exact: true });
  const videoTab = dialog.getByRole('tab', { name: 'Видеоинструкции', exact: true });
  await expect(textTab).toHaveAttribute('aria-selected', 'true');

  // Several groups: all closed until the user opens one.
  for (const group of textGroups) {
    await expect(dialog.getByRole('button', { name: group.title, exact: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  }
  const [first] = textGroups;
  if (!first) throw new Error('no text group on /cabinet');
  await dialog.getByRole('button', { name: first.title, exact: true }).click();
  const region = dialog.getByRole('region', { name: first.title, exact: true });
  const links = region.getByRole('link');
  await expect(links).toHaveText(first.instructions.map((item) => item.description));
  for (const [index, instruction] of first.instructions.entries()) {
    await expect(links.nth(index)).toHaveAttribute('href', instruction.url);
    await expect(links.nth(index)).toHaveAttribute('target', '_blank');
    await expect(links.nth(index)).toHaveAttribute('rel', /\bnoopener\b/);
  }

  const [article] = first.instructions;
  if (!article) throw new Error('an empty group in the seed');
  const [articlePage] = await Promise.all([context.waitForEvent('page'), links.first().click()]);
  await articlePage.waitForLoadState();
  expect(new URL(articlePage.url()).pathname).toBe(article.url);
  await expect(articlePage.getByRole('heading', { level: 1 })).toHaveText(article.description);
  await articlePage.close();
  await page.bringToFront();
  // The app stays where it was, dialog open.
  await expect(dialog).toBeVisible();

  // The keyboard moves between the tabs.
  await textTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(videoTab).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(videoTab).toHaveAttribute('aria-selected', 'true');
  // The lone video group is open by itself; the player waits for a choice.
  const [videos] = videoGroups;
  await expect(dialog.getByRole('button', { name: videos?.title, exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  for (const video of videos?.instructions ?? []) {
    await expect(
      dialog.getByRole('region', { name: videos?.title, exact: true }).getByRole('button', {
        name: video.description,
        exact: true,
      }),
    ).toBeVisible();
  }
  await expect(dialog.locator('video')).not.toHaveAttribute('src');

  // Escape closes the dialog and the focus goes back to the help button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(helpButton(page)).toBeFocused();
});

test('a lone group opens by itself; a page without videos says «Нет результатов»', async ({
  page,
}) => {
  const pattern = '/profile/password/change';
  const pages = instructionsForPage(SEED, pattern);
  const [group, ...others] = groupsOfType(pages, 'txt');
  expect(others).toHaveLength(0);
  expect(groupsOfType(pages, 'video')).toHaveLength(0);

  await page.goto(pattern);
  const dialog = await openHelp(page);
  await expect(dialog.getByRole('button', { name: group?.title, exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(
    dialog.getByRole('region', { name: group?.title, exact: true }).getByRole('link'),
  ).toHaveCount(group?.instructions.length ?? -1);

  await dialog.getByRole('tab', { name: 'Видеоинструкции', exact: true }).click();
  await expect(dialog.getByText('Нет результатов')).toBeVisible();
});

test('a video starts loading no sooner than 800 ms after the click', async ({ page }) => {
  const [videos] = groupsOfType(instructionsForPage(SEED, '/cabinet'), 'video');
  const [firstVideo, secondVideo] = videos?.instructions ?? [];
  if (!firstVideo || !secondVideo) throw new Error('the seed has two videos on /cabinet');
  const mediaRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/help/media/')) mediaRequests.push(pathname);
  });
  const lastClickAt = await recordClicks(page);
  const dialog = await openHelp(page);
  await dialog.getByRole('tab', { name: 'Видеоинструкции', exact: true }).click();
  const player = dialog.locator('video');
  const listItem = (description: string) =>
    dialog
      .getByRole('region', { name: videos?.title, exact: true })
      .getByRole('button', { name: description, exact: true });

  // One video: its first request starts at least 800 ms after the click.
  let response = page.waitForResponse((res) => new URL(res.url()).pathname === firstVideo.url);
  await listItem(firstVideo.description).click();
  const clickedAt = await lastClickAt();
  expect(mediaRequests).toEqual([]);
  const startedAt = (await response).request().timing().startTime;
  expect(startedAt - (clickedAt ?? Infinity)).toBeGreaterThanOrEqual(UI_TIMINGS.videoLoadDelayMs);
  await expect(player).toHaveAttribute('src', firstVideo.url);
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState))
    .toBeGreaterThanOrEqual(HAVE_METADATA);

  // Two clicks within the delay: only the second video is fetched, 800 ms after its click.
  await dialog.getByRole('tab', { name: 'Инструкции', exact: true }).click();
  await dialog.getByRole('tab', { name: 'Видеоинструкции', exact: true }).click();
  await expect(player).not.toHaveAttribute('src');
  mediaRequests.length = 0;
  response = page.waitForResponse((res) => new URL(res.url()).pathname === secondVideo.url);
  /*
   * Both clicks in one task of the page. Two clicks of the test, one after the other, can come
   * more than 800 ms apart on a busy machine (each waits for its target to be ready first),
   * and then the first video rightly loads.
   */
  const buttons = await Promise.all(
    [firstVideo, secondVideo].map(({ description }) => listItem(description).elementHandle()),
  );
  const [firstClickAt, secondClickAt] = await page.evaluate(
    (elements) =>
      elements.map((element) => {
        (element as HTMLElement).click();
        return (window as unknown as { kbClickTimes: number[] }).kbClickTimes.at(-1);
      }),
    buttons,
  );
  expect((secondClickAt ?? Infinity) - (firstClickAt ?? 0)).toBeLessThan(
    UI_TIMINGS.videoLoadDelayMs,
  );
  const secondStartedAt = (await response).request().timing().startTime;
  expect(secondStartedAt - (secondClickAt ?? Infinity)).toBeGreaterThanOrEqual(
    UI_TIMINGS.videoLoadDelayMs,
  );
  await expect(player).toHaveAttribute('src', secondVideo.url);
  expect(mediaRequests).not.toContain(firstVideo.url);
});

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`at ${width}×${height} the dialog keeps its size on both tabs`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    let dialog = helpDialog(page);
    if (width >= UI_BREAKPOINTS.helpButtonMinWidth) {
      dialog = await openHelp(page);
    } else {
      // No help button on a phone: the side menu has the entry.
      await page.getByRole('button', { name: 'Открыть меню' }).click();
      await page
        .getByRole('dialog', { name: 'Меню' })
        .getByRole('button', { name: 'База знаний' })
        .click();
      await expect(dialog).toBeVisible();
    }
    const tabs = [
      dialog.getByRole('tab', { name: 'Инструкции', exact: true }),
      dialog.getByRole('tab', { name: 'Видеоинструкции', exact: true }),
    ];
    /** The dialog's box once its opening animation is over. */
    const settledBox = async () => {
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running'),
      );
      return dialog.boundingBox();
    };

    const onInstructions = await settledBox();
    expect(onInstructions?.width).toBeGreaterThan(0);
    // Both tabs in full view, side by side.
    for (const tab of tabs) {
      const box = await tab.boundingBox();
      expect((box?.x ?? -1) >= (onInstructions?.x ?? 0), 'tab inside on the left').toBe(true);
      expect(
        (box?.x ?? 0) + (box?.width ?? Infinity) <=
          (onInstructions?.x ?? 0) + (onInstructions?.width ?? 0),
        'tab inside on the right',
      ).toBe(true);
    }
    for (const tab of [tabs[1], tabs[0], tabs[1]]) {
      await tab?.click();
      await expect(tab ?? dialog).toHaveAttribute('aria-selected', 'true');
      expect(await settledBox()).toEqual(onInstructions);
    }
  });
}

test('no serious or critical accessibility violations with the dialog open', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const pages = instructionsForPage(SEED, '/cabinet');
  const [firstGroup] = groupsOfType(pages, 'txt');
  const [firstVideo] = groupsOfType(pages, 'video')[0]?.instructions ?? [];
  const dialog = await openHelp(page);
  await dialog.getByRole('button', { name: firstGroup?.title, exact: true }).click();
  await expect(dialog.getByRole('region', { name: firstGroup?.title, exact: true })).toBeVisible();
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({
    path: join(screenshotDir, 'cabinet-knowledge-base-1440x900.png'),
    animations: 'disabled',
  });

  async function expectNoSevereViolations(label: string) {
    const { violations } = await new AxeBuilder({ page }).analyze();
    const severe = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(({ id, impact, nodes }) => ({ id, impact, targets: nodes.map((node) => node.target) }));
    expect(severe, label).toEqual([]);
  }

  await expectNoSevereViolations('Инструкции, a group open');
  await dialog.getByRole('tab', { name: 'Видеоинструкции', exact: true }).click();
  await dialog.getByRole('button', { name: firstVideo?.description, exact: true }).click();
  await expect(dialog.locator('video')).toHaveAttribute('src', firstVideo?.url ?? '');
  await expectNoSevereViolations('Видеоинструкции, a video in the player');
});
