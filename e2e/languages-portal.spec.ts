import { openTeacher } from './support/booking';
import type { BrowserContext } from '@playwright/test';
import { expect, test, type Page } from './support/fixtures';

/**
 * Issue 32: the student portal speaks the student's own language (their `locale`), whatever the
 * browser's, with dates in it; the student changes it on the portal's settings page (decision 0113).
 * A German student signs in from an English browser and reads German; switching to Spanish turns the
 * portal Spanish. Desktop and phone.
 */
test.use({ locale: 'en-US', timezoneId: 'Europe/Madrid' });

const zone = 'Europe/Berlin';
const onClock = (locale: string, instant: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: zone }).format(
    new Date(instant),
  );

/** A new student of the demo teacher in German, with one lesson booked months ahead. */
async function germanStudentWithLesson(teacher: Page, stamp: number) {
  const headers = { origin: new URL(teacher.url()).origin };
  const email = `portal-de-${stamp}@example.com`;
  const created = await teacher.request.post('/api/teacher/students', {
    headers,
    data: { name: `Jonas ${stamp}`, email, timezone: zone, sendWelcomeEmail: false },
  });
  expect(created.status()).toBe(201);
  const { id: studentId } = (await created.json()) as { id: string };
  // The teacher sets the student's language on the profile (issue 32).
  const german = await teacher.request.patch(`/api/teacher/students/${studentId}`, { headers, data: { locale: 'de' } });
  expect(german.status()).toBe(200);
  const services = await (await teacher.request.get('/api/teacher/services?status=active')).json();
  const service = services.data.find((each: { structure: string }) => each.structure === 'single') ?? services.data[0];
  // A quarter hour months ahead, from the run's clock; a taken slot moves to another day.
  const book = (attempt: number) => {
    const start = new Date(Date.now() + (90 + ((stamp + attempt * 41) % 250)) * 24 * 3600_000);
    start.setUTCHours(6 + (stamp % 3), 15 * ((stamp + 1) % 4), 0, 0);
    return teacher.request.post('/api/teacher/sessions', {
      headers,
      data: { serviceId: service.id, studentId, startUtc: start.toISOString() },
    });
  };
  let booked = await book(0);
  for (let attempt = 1; booked.status() === 409 && attempt < 8; attempt += 1) booked = await book(attempt);
  expect(booked.status()).toBe(201);
  const session = (await booked.json()) as { startsAt: string };
  return { email, startsAt: session.startsAt };
}

/** The magic link, from the development mailbox filtered to the student's address. */
async function signIn(page: Page, context: BrowserContext, email: string): Promise<Page> {
  await page.goto('/sign-in/student?teacher=demo');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByRole('link', { name: 'Open the development mailbox' })).toBeVisible();
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  const link = page.getByRole('article').first().frameLocator('iframe').locator('a[href*="/auth/magic-link"]').first();
  const [portal] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await portal.getByRole('button', { name: 'Sign in to your portal' }).click();
  await expect(portal).toHaveURL(/\/portal$/);
  return portal;
}

const fitsTheScreen = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

test('a German student reads the portal in German from an English browser, and switches it to Spanish @phone', async ({
  page,
  context,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const teacher = await openTeacher(browser, baseURL);
  const { email, startsAt } = await germanStudentWithLesson(teacher.page, stamp);
  await teacher.context.close();

  const portal = await signIn(page, context, email);
  await expect(portal.locator('html')).toHaveAttribute('lang', 'de');
  await expect(portal.getByRole('heading', { level: 1, name: 'Deine Termine' })).toBeVisible();
  await expect(portal.getByText(/Die Zeiten sind in deiner Zeitzone: Ortszeit Berlin/)).toBeVisible();
  const card = portal.getByRole('list', { name: 'Kommende Termine' }).getByRole('article').first();
  await expect(card).toContainText(onClock('de', startsAt));
  await expect(card).toContainText('Geplant');
  await expect(card.getByRole('link', { name: /^Details zur Stunde/ })).toBeVisible();
  await fitsTheScreen(portal);
  await portal.screenshot({ path: testInfo.outputPath('portal-de.png'), fullPage: true });

  // The session's page, in German too.
  await card.getByRole('link', { name: /^Details zur Stunde/ }).click();
  await expect(portal.getByRole('region', { name: 'Stunde' })).toContainText(onClock('de', startsAt));
  await expect(portal.getByText(/Deine Lehrkraft hat zu dieser Stunde noch keine Zusammenfassung/)).toBeVisible();
  await fitsTheScreen(portal);

  // The settings page: the student picks Spanish.
  await portal.goto('/portal/reminders');
  await expect(portal.getByRole('heading', { level: 1, name: 'Erinnerungen' })).toBeVisible();
  const languageForm = portal.getByRole('form', { name: 'Sprache und Uhrzeit' });
  await languageForm.getByLabel('Sprache', { exact: true }).selectOption('es');
  await languageForm.getByRole('button', { name: 'Sprache speichern' }).click();
  await expect(portal.getByRole('heading', { level: 1, name: 'Recordatorios' })).toBeVisible();
  await expect(portal.locator('html')).toHaveAttribute('lang', 'es');
  await fitsTheScreen(portal);
  await portal.screenshot({ path: testInfo.outputPath('portal-settings-es.png'), fullPage: true });

  await portal.goto('/portal');
  await expect(portal.getByRole('heading', { level: 1, name: 'Tus clases' })).toBeVisible();
  const spanishCard = portal.getByRole('list', { name: 'Clases próximas' }).getByRole('article').first();
  await expect(spanishCard).toContainText(onClock('es', startsAt));
  await expect(spanishCard).toContainText('Programada');
  await fitsTheScreen(portal);
  await portal.screenshot({ path: testInfo.outputPath('portal-es.png'), fullPage: true });
});
