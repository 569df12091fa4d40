import { randomInt } from 'node:crypto';
import { demoTeacherLogin } from './support/booking';
import { expect, test, type Page } from './support/fixtures';

const zone = 'Europe/Madrid';
const dayMs = 24 * 60 * 60 * 1000;
/** Height of an hour row of the time grid (components/calendar-view/week-layout.ts). */
const hourHeight = 48;

/** A date `daysAhead` of today on the teacher's clock (`YYYY-MM-DD`). */
function dateAhead(daysAhead: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + daysAhead * dayMs).toISOString().slice(0, 10);
}

/** Clicks the free time `hour`:15 of the day view's column (the grid says which hour its top row is). */
async function clickFreeTime(page: Page, date: string, hour: number) {
  const first = Number(await page.locator('[data-first-hour]').getAttribute('data-first-hour'));
  const column = page.locator(`[data-day-column="${date}"]`);
  await column.click({ position: { x: 40, y: (hour - first) * hourHeight + hourHeight / 4 + 2 } });
}

const noHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('the teacher books from a free time, drags the session, reschedules it from its page and subscribes to a feed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A day far enough ahead to be free of the demo's lessons, different at each run.
  const date = dateAhead(150 + randomInt(0, 150));
  await page.goto(demoTeacherLogin);

  // Month view: today is marked and opens the day view, where the current-time line runs.
  await page.goto('/teacher/calendar?view=month');
  const month = page.getByRole('region', { name: 'Month' });
  await expect(month.getByRole('heading', { level: 2, name: /^\w+ \d{4}$/ })).toBeVisible();
  await month.locator('li[aria-current="date"]').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/teacher\/calendar\?view=day&date=\d{4}-\d{2}-\d{2}$/);
  await expect(
    page.getByRole('navigation', { name: 'Calendar view' }).getByRole('link', { name: 'Day' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('[data-now-line]')).toBeVisible();

  // A click on a free time opens the booking form with that date and time.
  await page.goto(`/teacher/calendar?view=day&date=${date}`);
  await expect(page.getByText('Nothing booked this day.', { exact: false })).toBeVisible();
  await clickFreeTime(page, date, 10);
  await expect(page).toHaveURL(`/teacher/sessions/new?date=${date}&time=10:15`);
  const form = page.getByRole('form', { name: 'Book a session' });
  await expect(form.getByLabel('Start time')).toHaveValue('10:15');
  await form.getByLabel('Student').selectOption({ label: 'Marco Rossi' });
  await form.getByLabel('Service').selectOption({ label: 'Spanish or English lesson (60 min)' });
  await form.getByRole('button', { name: 'Book session' }).click();
  await expect(page).toHaveURL(/\/teacher\/sessions\/[0-9a-f-]{36}$/);
  const sessionId = page.url().split('/').pop()!;

  // Drag the session two hours later; the confirmation names both times and the zone.
  await page.goto(`/teacher/calendar?view=day&date=${date}`);
  const block = page.locator(`[data-session-block="${sessionId}"]`);
  await expect(block).toHaveAttribute('aria-label', /^Marco Rossi, 10:15–11:15, Spanish or English lesson/);
  const box = (await block.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + 10);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + 10 + 2 * hourHeight, { steps: 8 });
  await page.mouse.up();
  const confirm = page.getByRole('alertdialog', { name: 'Move this session?' });
  await expect(confirm).toContainText('10:15–11:15');
  await expect(confirm).toContainText('12:15–13:15');
  await expect(confirm).toContainText('Times in Madrid time, your time zone.');
  await confirm.getByRole('button', { name: 'Move session' }).click();
  await expect(block).toHaveAttribute('aria-label', /^Marco Rossi, 12:15–13:15, /);
  await page.reload();
  await expect(block).toHaveAttribute('aria-label', /^Marco Rossi, 12:15–13:15, /);

  // The keyboard way: the session page's Reschedule dialog.
  await block.click();
  await expect(page).toHaveURL(`/teacher/sessions/${sessionId}`);
  await page.getByRole('button', { name: 'Reschedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reschedule session' });
  await expect(dialog).toContainText('(Madrid time)');
  await dialog.getByLabel('New start time').selectOption('16:30');
  await expect(dialog.getByText(/New time: .*16:30–17:30/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Move session' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/, 16:30 \(Madrid time\)/)).toBeVisible();

  // The private feed: the calendar app's URL lists the session; a new URL retires the old one.
  await page.goto('/teacher/calendar');
  await page.getByRole('button', { name: 'Create my feed URL' }).click();
  const urlField = page.getByRole('textbox', { name: 'Private feed URL' });
  await expect(urlField).toHaveValue(/\/api\/calendar-feeds\/[\w-]{43}\.ics$/);
  const oldUrl = await urlField.inputValue();
  const feed = await page.request.get(oldUrl);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain(`UID:${sessionId}@lektio`);
  await page.getByRole('button', { name: 'Get a new URL' }).click();
  await page
    .getByRole('alertdialog', { name: 'Get a new feed URL?' })
    .getByRole('button', { name: 'Get a new URL' })
    .click();
  await expect(urlField).not.toHaveValue(oldUrl);
  expect((await page.request.get(oldUrl)).status()).toBe(404);
  expect((await page.request.get(await urlField.inputValue())).status()).toBe(200);
});

test('every calendar view fits the screen @phone', async ({ page }) => {
  await page.goto(demoTeacherLogin);
  for (const view of ['week', 'day', 'month', 'agenda']) {
    await page.goto(`/teacher/calendar?view=${view}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    expect(await noHorizontalOverflow(page), `${view} overflows`).toBe(true);
  }
});
