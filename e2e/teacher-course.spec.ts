import { expect, test, type Locator, type Page } from './support/fixtures';

const demoTeacherLogin = '/api/auth/dev-login/00000000-0000-4000-8000-000000000001';

// Development login allows 5 sign-ins per hour and address, and the other journeys use them all.
// This teacher signs in from an address of their own (docs/decisions/0021-client-address-and-trusted-proxies.md).

async function addItem(page: Page, item: { type: string; title: string; minutes?: string }) {
  await page.getByRole('button', { name: 'Add item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a course item' });
  await dialog.getByLabel('Type').selectOption({ label: item.type });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(item.title);
  if (item.minutes) await dialog.getByRole('spinbutton', { name: /Length/ }).fill(item.minutes);
  await dialog.getByRole('button', { name: 'Add item' }).click();
  await expect(dialog).toBeHidden();
}

async function expectOrder(list: Locator, titles: string[]) {
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(titles.length);
  for (const [index, title] of titles.entries()) await expect(items.nth(index)).toContainText(title);
}

test('a teacher builds a course, reorders it and publishes it; a visitor sees the new order', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const name = `E2E course ${Date.now()}`;

  await page.goto(demoTeacherLogin);
  await page.goto('/teacher/services/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByText('A programme with an outline of sessions and materials, in order.').click();
  await page.getByRole('textbox', { name: 'Price' }).fill('120');
  await expect(page.getByText('Web address: Available')).toBeVisible();
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page).toHaveURL(/\/teacher\/services\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await addItem(page, { type: 'Live session', title: 'Welcome session', minutes: '60' });
  await addItem(page, { type: 'Self-paced', title: 'Reading pack', minutes: '30' });
  await addItem(page, { type: 'Milestone', title: 'Final project' });
  const outline = page.getByRole('list', { name: 'Course outline' });
  await expectOrder(outline, ['Welcome session', 'Reading pack', 'Final project']);
  // The length travels as the spec's `duration` (minutes) and comes back on the item.
  await expect(outline.getByRole('listitem').filter({ hasText: 'Welcome session' })).toContainText('1 h');
  await expect(outline.getByRole('listitem').filter({ hasText: 'Reading pack' })).toContainText('30 min');

  // Keyboard drag: lift the milestone, move it two places up, drop it.
  // Each step waits for the screen reader announcement, so no key is pressed before the list is ready.
  const announced = (text: string) => expect(page.getByText(text, { exact: true })).toBeAttached();
  const handle = page.getByRole('button', { name: 'Drag Final project' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // The lift is announced once the keyboard sensor listens; an arrow pressed before that is lost.
  await announced('Final project is over position 3 of 3.');
  await page.keyboard.press('ArrowUp');
  await announced('Final project is over position 2 of 3.');
  await page.keyboard.press('ArrowUp');
  await announced('Final project is over position 1 of 3.');
  await page.keyboard.press('Space');
  await announced('Final project dropped at position 1 of 3.');
  await expectOrder(outline, ['Final project', 'Welcome session', 'Reading pack']);
  // The buttons do the same without dragging.
  await page.getByRole('button', { name: 'Move Reading pack up' }).click();
  await expectOrder(outline, ['Final project', 'Reading pack', 'Welcome session']);
  await expect(page.getByRole('status').filter({ hasText: 'Order saved' })).toBeVisible();

  await page.reload();
  await expectOrder(outline, ['Final project', 'Reading pack', 'Welcome session']);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('complementary', { name: 'Status' }).getByText('Active', { exact: true })).toBeVisible();

  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/demo');
  await visitor.locator('#services').getByRole('link', { name }).click();
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectOrder(visitor.getByRole('list', { name: 'Course outline' }), [
    'Final project',
    'Reading pack',
    'Welcome session',
  ]);
  await expect(
    visitor.getByRole('list', { name: 'Course outline' }).getByRole('listitem').filter({ hasText: 'Welcome session' }),
  ).toContainText('1 h');
  await visitorContext.close();
});

test('a full course is sold with its dates on the visitor’s clock, and one count of its live sessions ', async ({
  browser,
  baseURL,
}, testInfo) => {
  // The DELE course: an outline of 4 live sessions (8 included credits), classes at 17:00 Madrid time
  // (prisma/seed/profiles/demo.ts, scenario.ts). In Tokyo 17:00 in Madrid is 01:00 the next day.
  const datesIn = async (timezoneId: string) => {
    const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
    const context = await browser.newContext({
      ...{ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch },
      baseURL,
      timezoneId,
    });
    try {
      const page = await context.newPage();
      await page.goto('/demo/services/dele-b2-course');
      await expect(page.getByRole('heading', { level: 1, name: 'DELE B2 preparation (small group)' })).toBeVisible();
      const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
      await expect(header).not.toContainText('A scheduled programme');
      const dates = page.getByRole('term').filter({ hasText: 'Dates' }).locator('xpath=following-sibling::dd');
      await expect(dates).toHaveText(/^\d{1,2}( \w{3})?( \d{4})?\u2009\u2013\u2009\d{1,2} \w{3} \d{4}$/);
      const text = (await dates.textContent()) ?? '';
      await expect(header).toContainText(`Runs ${text}`);
      // One count: the facts and the outline say the same.
      const included = page.getByRole('term').filter({ hasText: 'Included' }).locator('xpath=following-sibling::dd');
      await expect(included).toHaveText('4 live sessions');
      const outline = page.getByRole('region', { name: 'Course outline' });
      await expect(outline).toContainText('4 live sessions · 2 self-paced units · 2 milestones');
      await expect(outline.getByRole('listitem').filter({ hasText: 'Live session' })).toHaveCount(4);
      await expect(page.getByText('8 sessions')).toHaveCount(0);
      if (timezoneId === 'Europe/Madrid') {
        await page.screenshot({ path: testInfo.outputPath('course-page.png'), fullPage: true });
      }
      return text;
    } finally {
      await context.close();
    }
  };
  const madrid = await datesIn('Europe/Madrid');
  const tokyo = await datesIn('Asia/Tokyo');
  expect(tokyo).not.toBe(madrid);
});
