import { randomInt } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';

/** Helpers of the booking journeys (issue 6): the slot picker, a student's sign-in, the teacher's browser. */

export const demoTeacherLogin = '/api/auth/dev-login/00000000-0000-4000-8000-000000000001';

/**
 * Picks the first free time of the `dayIndex`-th day with free times (0 = the first). Returns its
 * accessible name, e.g. "Mon 23 Nov, 10:15" (on the browser's clock, as the portal shows it), and
 * its instant (the radio's value).
 * The journeys use the third day: at least a full day ahead, so the relaxed policy's free
 * cancellation (24 hours) and reschedule notice always apply, whenever the run happens.
 */
export async function pickFreeTime(scope: Page | Locator, dayIndex = 2): Promise<{ label: string; startUtc: string }> {
  const days = scope.getByRole('group', { name: 'Days with free times' });
  const day = days.getByRole('button').nth(dayIndex);
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  const times = scope.getByRole('radiogroup', { name: /^Available times on/ });
  const slot = times.getByRole('radio').first();
  // The radio is visually hidden inside its time box: the visitor clicks the box (its label).
  const box = slot.locator('xpath=..');
  const label = (await box.textContent())?.trim() ?? '';
  expect(label).toMatch(/^\w{3} \d{1,2} \w{3}, \d{2}:\d{2}$/);
  await expect(slot).toHaveAccessibleName(label);
  await box.click();
  await expect(slot).toBeChecked();
  return { label, startUtc: (await slot.getAttribute('value')) ?? '' };
}

/**
 * "Wed, 25 Nov 2026, 10:15": how the teacher's session pages write a start in the teacher's zone. Written
 * with date-fns as the app does: ICU's en-GB writes September "Sept", date-fns "Sep".
 */
export const teacherClock = (instant: string, timeZone = 'Europe/Madrid') =>
  format(new TZDate(instant, timeZone), 'EEE, d MMM yyyy, HH:mm');

/** Signs a student in through the development mailbox; returns the portal tab the e-mail link opened. */
export async function signInStudent(page: Page, context: BrowserContext, email: string): Promise<Page> {
  await page.goto('/sign-in/student?teacher=demo');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await page.getByRole('link', { name: 'Open the development mailbox' }).click();
  const emailLink = page
    .getByRole('article')
    .first()
    .frameLocator('iframe')
    .getByRole('link', { name: 'Sign in to your portal' });
  const [portal] = await Promise.all([context.waitForEvent('page'), emailLink.click()]);
  await portal.getByRole('button', { name: 'Sign in to your portal' }).click();
  await expect(portal).toHaveURL(/\/portal$/);
  await expect(portal.getByRole('heading', { level: 1, name: 'Your sessions' })).toBeVisible();
  return portal;
}

/**
 * The demo teacher in a browser of their own, from an address of their own (development login
 * allows 5 sign-ins per hour and address). Close the returned context at the end.
 */
export async function openTeacher(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${randomInt(1, 255)}` },
  });
  const page = await context.newPage();
  await page.goto(demoTeacherLogin);
  return { context, page };
}
