import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { openTeacher, pickFreeTime, signInStudent } from './support/booking';
import { pickDate } from './support/date-picker';
import { expect, test, type Page } from './support/fixtures';

const zone = 'Europe/Madrid';
const dayMs = 24 * 60 * 60 * 1000;
const offsetAt = (instant: number) =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(new Date(instant))
    .find((part) => part.type === 'timeZoneName')!.value;

/**
 * The next Sunday on which Madrid's clocks change, at least two weeks ahead (28 March 2027 seen
 * from November 2026), as days since 1970: the journeys book around it, whenever they run.
 */
function nextClockChange(): number {
  let day = Math.floor(Date.now() / dayMs) + 14;
  while (offsetAt(day * dayMs + 12 * 3600_000) === offsetAt((day - 1) * dayMs + 12 * 3600_000)) day++;
  return day;
}
const isoDay = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);
/** "Tue, 23 Mar 2027, 07:15" for a date and time on Madrid's clock: how the pages write it. */
const shown = (day: number, time: string) => `${format(new TZDate(day * dayMs, 'UTC'), 'EEE, d MMM yyyy')}, ${time}`;

async function fillSession(page: Page, date: string, time: string) {
  const form = page.getByRole('form', { name: 'Book a session' });
  await form.getByLabel('Student').selectOption({ label: 'Marco Rossi' });
  await form.getByLabel('Service').selectOption({ label: 'Spanish or English lesson (60 min)' });
  await pickDate(page, form, 'Date', date);
  await form.getByLabel('Start time').fill(time);
  return form;
}

test('the teacher books a weekly series across the clock change, moving the one taken week, then cancels from a lesson', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const change = nextClockChange();
  // Tuesdays: one before the change and three after; the third lesson's week is taken at 07:00.
  const [first, second, third] = [change - 5, change + 2, change + 9];
  const { context, page } = await openTeacher(browser, baseURL);
  try {
    await page.goto('/teacher/sessions/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Book a session' })).toBeVisible();
    const single = await fillSession(page, isoDay(third), '07:00');
    await single.getByRole('button', { name: 'Book session' }).click();
    await expect(page).toHaveURL(/\/teacher\/sessions\/[0-9a-f-]{36}$/);

    await page.goto('/teacher/sessions/new');
    const form = await fillSession(page, isoDay(first), '07:15');
    await form.getByLabel('Repeat').selectOption({ label: 'Every week' });
    await form.getByLabel('Number of lessons').fill('4');
    await form.getByRole('button', { name: 'Check dates' }).click();

    const lessons = form.getByRole('region', { name: 'Lessons of the series' });
    await expect(lessons.getByText('1 of 4 dates clash: skip or move it.')).toBeVisible();
    // Every lesson at 07:15 on the teacher's clock, before and after the change.
    for (const day of [first, second, third, change + 16]) {
      await expect(lessons.getByText(shown(day, '07:15'), { exact: true })).toBeVisible();
    }
    await expect(lessons.getByText('Taken 07:00–08:00')).toBeVisible();
    const decide = lessons.getByLabel(`What to do on ${shown(third, '07:15')}`);
    await expect(decide).toHaveValue('skip');
    await expect(lessons.getByRole('button', { name: 'Book 3 lessons' })).toBeVisible();
    const move = decide.locator('option', { hasText: 'Move to' }).first();
    await decide.selectOption({ label: (await move.textContent())!.trim() });
    await lessons.getByRole('button', { name: 'Book 4 lessons' }).click();

    await expect(page).toHaveURL(/\/teacher\/sessions\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Part of a weekly series (1 of 4)')).toBeVisible();
    await expect(page.getByText(`${shown(first, '07:15')} (Madrid time)`)).toBeVisible();

    // The agenda shows the lessons on both sides of the change at 07:15.
    await page.goto(`/teacher/calendar?view=agenda&date=${isoDay(first)}`);
    const agenda = page.getByRole('region', { name: 'Agenda' });
    const atQuarterPast = agenda.getByRole('link').filter({ hasText: '07:15' });
    await expect(atQuarterPast).toHaveCount(2);
    await atQuarterPast.nth(1).click();

    await expect(page.getByText('Part of a weekly series (2 of 4)')).toBeVisible();
    await expect(page.getByText(`${shown(second, '07:15')} (Madrid time)`)).toBeVisible();
    await page.getByRole('button', { name: 'Cancel this and following' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this and the following lessons?' });
    await dialog.getByRole('button', { name: 'Cancel 3 lessons' }).click();
    await expect(page.getByText('3 lessons cancelled. The student keeps the credits.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel this and following' })).toBeHidden();
  } finally {
    await context.close();
  }
});

test('the dates of a series are checked before booking, readable on a phone @phone', async ({
  browser,
  baseURL,
}, testInfo) => {
  const change = nextClockChange();
  // Another hour per project, so the runs never share a time.
  const time = testInfo.project.name === 'phone' ? '06:00' : '05:00';
  const { context, page } = await openTeacher(browser, baseURL);
  try {
    await page.goto('/teacher/sessions/new');
    const form = await fillSession(page, isoDay(change - 5), time);
    await form.getByLabel('Repeat').selectOption({ label: 'Every two weeks' });
    await form.getByLabel('Number of lessons').fill('3');
    await form.getByRole('button', { name: 'Check dates' }).click();
    const lessons = form.getByRole('region', { name: 'Lessons of the series' });
    await expect(lessons.getByText('All 3 dates are free.')).toBeVisible();
    for (const day of [change - 5, change + 9, change + 23]) {
      await expect(lessons.getByText(shown(day, time), { exact: true })).toBeVisible();
    }
    await expect(lessons.getByRole('button', { name: 'Book 3 lessons' })).toBeVisible();
    // Changing a field makes the checked dates stale.
    await form.getByLabel('Number of lessons').fill('2');
    await expect(lessons).toBeHidden();
    await expect(form.getByRole('button', { name: 'Check dates' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a student books 3 weekly lessons of a service that allows it and sees them in the portal', async ({
  browser,
  baseURL,
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // The teacher lets students book a series of the 10-lesson package (the service editor's switch).
  const teacher = await openTeacher(browser, baseURL);
  try {
    const headers = { origin: new URL(teacher.page.url()).origin };
    const services = await (await teacher.page.request.get('/api/teacher/services?status=active')).json();
    const packageService = services.data.find((each: { slug: string }) => each.slug === 'ten-lesson-package');
    const allowed = await teacher.page.request.patch(`/api/teacher/services/${packageService.id}`, {
      headers,
      data: { allowsRecurring: true },
    });
    expect(allowed.status()).toBe(200);
  } finally {
    await teacher.context.close();
  }

  // Sophie holds the demo's package with credits to spare (see student-booking.spec.ts).
  const portal = await signInStudent(page, context, 'sophie.laurent@example.com');
  const upcoming = portal.getByRole('list', { name: 'Upcoming sessions' }).getByRole('article');
  const before = await upcoming.count();
  await portal.goto('/demo/book/ten-lesson-package');
  const { label } = await pickFreeTime(portal, 4);
  const form = portal.getByRole('form', { name: 'Book this time' });
  await form.getByLabel('Repeat').selectOption({ label: 'Every week' });
  await form.getByLabel('Number of lessons').fill('3');
  await form.getByRole('checkbox', { name: 'I agree to the terms and to being contacted about this booking' }).check();
  await form.getByRole('button', { name: 'Check dates' }).click();

  const lessons = form.getByRole('region', { name: 'Your lessons' });
  await expect(lessons.getByText(/Uses 3 of your \d+ sessions left\.|dates are not free/)).toBeVisible();
  // A week the teacher is busy moves to the nearest free time suggested.
  for (const decide of await lessons.getByLabel(/^What to do on/).all()) {
    const move = decide.locator('option', { hasText: 'Move to' }).first();
    await decide.selectOption({ label: (await move.textContent())!.trim() });
  }
  const [created] = await Promise.all([
    portal.waitForResponse((response) => response.url().endsWith('/api/student/session-series')),
    lessons.getByRole('button', { name: 'Book 3 lessons' }).click(),
  ]);
  expect(created.status()).toBe(201);
  const series = await created.json();

  // Where a single booking lands: the confirmation, then the portal with the three lessons.
  const booked = portal.getByRole('status').filter({ hasText: 'Booked: 3 lessons' });
  await expect(booked).toContainText('Your lessons with Elena Márquez are booked.');
  await booked.getByRole('link', { name: 'See your sessions' }).click();
  await expect(portal).toHaveURL(/\/portal$/);
  await expect(upcoming.filter({ hasText: label.split(', ')[1]! }).first()).toBeVisible();
  await expect(upcoming).toHaveCount(before + 3);

  // Give the credits back for the other journeys of this run (free cancellation, days ahead).
  const cancelled = await portal.request.post(`/api/student/session-series/${series.id}/cancel`, {
    headers: { origin: new URL(portal.url()).origin },
    data: { fromSessionId: series.occurrences[0].sessionId },
  });
  expect(cancelled.status()).toBe(200);
});
