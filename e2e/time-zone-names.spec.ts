import { randomInt } from 'node:crypto';
import { expect, test } from './support/fixtures';

const demoTeacherLogin = '/api/auth/dev-login/00000000-0000-4000-8000-000000000001';

/** A zone other than the server's (this machine's): the page is rendered in one and hydrated in the other. */
const serverZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const browserZone = serverZone === 'Pacific/Auckland' ? 'America/Los_Angeles' : 'Pacific/Auckland';

/** React's hydration failures, as the production build reports them (minified error codes) or in words. */
const hydrationError = /hydrat|did not match|server rendered|react\.dev\/errors\/(418|419|423|425)/i;

test('issue 29 item 20: the profile page hydrates in a browser in another zone, and zones read as people say them', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({
    baseURL,
    timezoneId: browserZone,
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${randomInt(1, 255)}` },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(demoTeacherLogin);
    await page.goto('/teacher/settings/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const zone = page.getByRole('combobox', { name: 'Your time zone' });
    await expect(zone).toHaveValue('Europe/Madrid');
    await expect(zone.locator('option:checked')).toHaveText(/^Madrid time \(GMT\+[12]\)$/);
    // Only a hydrated page reacts to the search; the underscore of New_York is not shown.
    await page.getByRole('searchbox', { name: 'Search' }).fill('new york');
    await expect(zone.locator('option', { hasText: /^New York time/ })).toHaveCount(1);
    await expect(page.locator('main')).not.toContainText('Europe/Madrid');
    expect(errors.filter((error) => hydrationError.test(error))).toEqual([]);

    // Wherever else a zone is shown to a person: the calendar, the public page.
    await page.goto('/teacher/calendar');
    await expect(page.getByText('Times are shown in Madrid time, your time zone.')).toBeVisible();
    await page.goto('/demo');
    await expect(page.getByText('Teaches on Madrid time')).toBeVisible();
    await expect(page.locator('main')).not.toContainText('Europe/Madrid');
    expect(errors.filter((error) => hydrationError.test(error))).toEqual([]);
  } finally {
    await context.close();
  }
});
