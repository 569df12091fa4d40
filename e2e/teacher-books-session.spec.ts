import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { openTeacher } from './support/booking';
import { pickDate } from './support/date-picker';
import { expect, test } from './support/fixtures';

const zone = 'Europe/Madrid';
const dayMs = 24 * 60 * 60 * 1000;

/**
 * A date `daysAhead` of today on the teacher's clock, as `YYYY-MM-DD` (the date input's value) and as
 * the session pages write it ("Tue, 1 Dec 2026").
 */
function dateAhead(daysAhead: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
  const day = new Date(Date.parse(`${today}T00:00:00Z`) + daysAhead * dayMs);
  // date-fns, as the app writes it (ICU's en-GB writes September "Sept").
  const shown = format(new TZDate(day, 'UTC'), 'EEE, d MMM yyyy');
  return { iso: day.toISOString().slice(0, 10), shown };
}

test('the teacher books a session for a student at a time of their choosing, and cannot book it twice ', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  // 07:05, ten days ahead (eleven on the phone run, so the two projects never share the time): outside
  // the demo's seeded lessons and, being the teacher's own calendar, outside their published hours.
  const date = dateAhead(testInfo.project.name === 'phone' ? 11 : 10);
  const { context, page } = await openTeacher(browser, baseURL);
  try {
    await page.goto('/teacher/sessions');
    await expect(page.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible();
    // The list fits the screen: cards on a phone (the student labelled inside), a table on a desktop.
    const firstRow = page
      .getByRole('table', { name: /^Upcoming sessions/ })
      .locator('tbody tr')
      .first();
    await expect(firstRow).toHaveCSS('display', testInfo.project.name === 'phone' ? 'grid' : 'table-row');
    await expect(firstRow.locator('td[data-label="Student"]')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: 'Book a session' }).click();
    await expect(page).toHaveURL(/\/teacher\/sessions\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Book a session' })).toBeVisible();

    const form = page.getByRole('form', { name: 'Book a session' });
    await expect(form.getByText('Times are in your zone, Madrid time.')).toBeVisible();
    await form.getByLabel('Student').selectOption({ label: 'Marco Rossi' });
    await form.getByLabel('Service').selectOption({ label: 'Spanish or English lesson (60 min)' });
    await expect(form.getByText('Lasts 1 h')).toBeVisible();

    // A time the clocks skip is refused on the spot (Madrid springs forward on 28 March 2027).
    await pickDate(page, form, 'Date', '2027-03-28');
    await form.getByLabel('Start time').fill('02:30');
    await form.getByRole('button', { name: 'Book session' }).click();
    await expect(form.getByText('This time does not exist on that day (clocks change)')).toBeVisible();

    await pickDate(page, form, 'Date', date.iso);
    await form.getByLabel('Start time').fill('07:05');
    await form.getByRole('button', { name: 'Book session' }).click();
    await expect(page).toHaveURL(/\/teacher\/sessions\/[0-9a-f-]{36}$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Spanish or English lesson (60 min) with Marco Rossi' }),
    ).toBeVisible();
    await expect(page.getByText(`${date.shown}, 07:05 (Madrid time) · 1 h`)).toBeVisible();

    // The same time again: the teacher already has a session then.
    await page.goto('/teacher/sessions/new');
    await form.getByLabel('Student').selectOption({ label: 'Marco Rossi' });
    await form.getByLabel('Service').selectOption({ label: 'Spanish or English lesson (60 min)' });
    await pickDate(page, form, 'Date', date.iso);
    await form.getByLabel('Start time').fill('07:05');
    await form.getByRole('button', { name: 'Book session' }).click();
    await expect(form.getByText('You already have a session at that time')).toBeVisible();
    await expect(page).toHaveURL(/\/teacher\/sessions\/new$/);
  } finally {
    await context.close();
  }
});
