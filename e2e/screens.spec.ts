import { checkoutPageHtml } from '../dev/simulators/psp/checkout-page';
import { demoTeacherLogin, teacherClock } from './support/booking';
import { expect, test, type Page } from './support/fixtures';

/** Screens as people live with them (issue 13, items 1, 10, 11): zones, phone tables, docs, checkout. */

const isPhone = () => test.info().project.name === 'phone';

/** Nothing on the page is wider than the screen (the page does not scroll sideways). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** "09:30" on the clock of `timeZone`, as the portal writes a session's start. */
const clockIn = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
    new Date(instant),
  );

test('a session shows on the teacher’s clock in Madrid and on the student’s clock in New York, zones named', async ({
  page,
}) => {
  const stamp = Date.now();
  await page.goto(demoTeacherLogin);
  const origin = new URL(page.url()).origin;
  const headers = { origin };
  const student = await page.request.post('/api/teacher/students', {
    headers,
    data: {
      name: `Zone Student ${stamp}`,
      email: `zone-${stamp}@example.com`,
      timezone: 'America/New_York',
      sendWelcomeEmail: false,
    },
  });
  expect(student.status()).toBe(201);
  const { id: studentId } = await student.json();
  const services = await (await page.request.get('/api/teacher/services?status=active')).json();
  const service = services.data.find((each: { structure: string }) => each.structure === 'single') ?? services.data[0];
  // A quarter hour months ahead, picked by the run's clock so that reruns on one database do not clash;
  // another spec's series may already hold that hour, so a taken slot moves to another day.
  const book = async (attempt: number) => {
    const start = new Date(Date.now() + (60 + ((stamp + attempt * 37) % 300)) * 24 * 3600_000);
    start.setUTCHours(5 + (stamp % 3), 15 * (stamp % 4), 0, 0);
    return page.request.post('/api/teacher/sessions', {
      headers,
      data: { serviceId: service.id, studentId, startUtc: start.toISOString() },
    });
  };
  let booked = await book(0);
  for (let attempt = 1; booked.status() === 409 && attempt < 8; attempt += 1) booked = await book(attempt);
  expect(booked.status()).toBe(201);
  const session = await booked.json();

  // The teacher's session page: Madrid time.
  await page.goto(`/teacher/sessions/${session.id}`);
  await expect(page.getByText(teacherClock(session.startsAt)).first()).toBeVisible();

  // The same session in the student's portal: New York time, the zone named beside it.
  const open = await page.request.post(`/api/teacher/students/${studentId}/impersonate`, { headers });
  await page.goto((await open.json()).redirectTo);
  await expect(page.getByRole('heading', { level: 1, name: 'Your sessions' })).toBeVisible();
  const card = page.getByRole('list', { name: 'Upcoming sessions' }).getByRole('article').first();
  await expect(card).toContainText(clockIn(session.startsAt, 'America/New_York'));
  await expect(card).toContainText('New York time (GMT-');
  await expect(card).not.toContainText(clockIn(session.startsAt, 'Europe/Madrid'));
});

test('the roster and payments are cards on a phone and fit a 1280 px screen @phone', async ({ page }) => {
  await page.goto(demoTeacherLogin);
  for (const [path, caption, keyFigure] of [
    ['/teacher/students', 'Students', 'Status'],
    ['/teacher/payments', 'Payments', 'Amount'],
  ] as const) {
    await page.goto(path);
    const table = page.getByRole('table', { name: caption });
    const firstRow = table.locator('tbody tr').first();
    await expect(firstRow).toBeVisible();
    await expectNoSidewaysScroll(page);
    const container = table.locator('xpath=..');
    expect(await container.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    if (isPhone()) {
      // A card: the row is a grid, the key figure is labelled inside it, no column header row.
      await expect(firstRow).toHaveCSS('display', 'grid');
      const labelled = firstRow.locator(`td[data-label="${keyFigure}"]`);
      await expect(labelled).toBeVisible();
      expect(await labelled.evaluate((cell) => getComputedStyle(cell, '::before').content)).toContain(keyFigure);
    } else {
      await expect(firstRow).toHaveCSS('display', 'table-row');
    }
  }
});

test('a discount’s validity is picked on a calendar, shown day first', async ({ page }) => {
  await page.goto(demoTeacherLogin);
  await page.goto('/teacher/discounts/new');
  const validFrom = page.getByRole('combobox', { name: 'Valid from' });
  await validFrom.click();
  const calendar = page.getByRole('dialog', { name: 'Choose a date' });
  await expect(calendar).toBeVisible();
  // The keyboard works: the grid has focus on today; a week on, Enter picks it.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(validFrom).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
  await expect(validFrom).not.toHaveText(/\d{2}\/\d{2}\/\d{4}/);
  await expect(page.getByRole('button', { name: 'Clear date' })).toBeVisible();
});

test('the API reference lists shared errors once and its contents jump to an operation @phone', async ({ page }) => {
  await page.goto('/docs/api');
  await expect(page.getByRole('heading', { level: 2, name: 'Errors' })).toBeVisible();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const operations = await page.locator('details:has(> summary code)').count();
  // It was 125,700 px for ~170 operations (740 px each) with the error rows under every operation;
  // folded, an operation is a line or two, whatever the number of operations the API has grown to.
  expect(operations).toBeGreaterThan(100);
  expect(height / operations).toBeLessThan(250);
  await expectNoSidewaysScroll(page);

  if (isPhone()) await page.locator('summary', { hasText: /^Contents$/ }).click();
  const contents = page.getByRole('navigation', { name: 'API contents' });
  const link = contents.getByRole('link', { name: /GET\s*\/teacher\/students$/ });
  const target = (await link.getAttribute('href')) ?? '';
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator(target)).toBeInViewport();
  // An operation lists the shared errors by code, linked to the Errors section.
  await expect(page.locator(target).getByRole('link', { name: '404, see the shared errors' })).toHaveAttribute(
    'href',
    '#error-404',
  );
});

test('the simulated checkout fits a phone @phone', async ({ page }) => {
  await page.setContent(
    checkoutPageHtml({
      id: 'cs_sim_e2e',
      status: 'open',
      amount_total: 12_900,
      currency: 'eur',
      customer_email: 'a.very.long.address.for.a.student@example-language-school.test',
      line_items_summary: { name: 'Conversational Spanish, ten-lesson package for adults', interval: 'month' },
    } as Parameters<typeof checkoutPageHtml>[0]),
  );
  await expect(page.getByRole('button', { name: 'Pay' })).toBeInViewport();
  await expect(page.getByTestId('checkout-amount')).toHaveText('€129.00 every month');
  await expectNoSidewaysScroll(page);
  if (isPhone()) await page.setViewportSize({ width: 360, height: 740 });
  await expectNoSidewaysScroll(page);
  const pay = await page.getByRole('button', { name: 'Pay' }).boundingBox();
  expect(pay?.width ?? 0).toBeGreaterThan(200);
});
