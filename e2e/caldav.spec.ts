import { startRadicale, type Radicale } from '../test/radicale';
import { demoTeacherLogin } from './support/booking';
import { expectAccessiblePages } from './support/axe';
import { expect, test, type Page } from './support/fixtures';

/**
 * Any calendar by CalDAV (issue 36, part 5) against a real Radicale the test starts on a free port
 * (test/radicale.ts; `.ci/run` installs Debian's radicale). The e2e server reaches it on 127.0.0.1.
 */

let radicale: Radicale;
test.beforeAll(async () => {
  radicale = await startRadicale([{ username: 'teacher', password: 'app-password-1' }]);
});
test.afterAll(() => radicale?.close());

/** Earlier runs (the other project) may have left the demo teacher connected: start from none. */
async function disconnectIfConnected(page: Page) {
  const answer = (await (await page.request.get('/api/teacher/integrations/caldav')).json()) as {
    connection: { id: string } | null;
  };
  if (answer.connection) {
    await page.request.delete(`/api/teacher/integrations/caldav/${answer.connection.id}`, {
      headers: { origin: new URL(page.url()).origin },
    });
  }
}

test('a teacher connects a CalDAV server and sees its busy time on the calendar page ', async ({ page }) => {
  test.setTimeout(120_000);
  const user = radicale.users[0]!;
  const calendarName = `Choir ${Date.now()}`;
  const calendarUrl = await radicale.makeCalendar(user, `choir-${Date.now()}`, calendarName);
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await radicale.putObject(
    user,
    calendarUrl,
    'rehearsal',
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//e2e//EN',
      'BEGIN:VEVENT',
      'UID:rehearsal@e2e',
      'DTSTAMP:20260101T000000Z',
      `DTSTART;TZID=Europe/Madrid:${day.replaceAll('-', '')}T100000`,
      `DTEND;TZID=Europe/Madrid:${day.replaceAll('-', '')}T110000`,
      'SUMMARY:Choir rehearsal',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n'),
  );

  await page.goto(demoTeacherLogin);
  await disconnectIfConnected(page);
  await page.goto('/teacher/settings/integrations');
  const connect = page.getByRole('form', { name: 'Connect a CalDAV account' });
  await connect.getByRole('textbox', { name: 'Server address' }).fill(radicale.url);
  await connect.getByRole('textbox', { name: 'User name' }).fill(user.username);
  await connect.getByLabel('App password').fill('not-the-password');
  await connect.getByRole('button', { name: 'Connect calendar account' }).click();
  await expect(page.getByText('Check the user name and the app password')).toBeVisible();
  await connect.getByLabel('App password').fill(user.password);
  await connect.getByRole('button', { name: 'Connect calendar account' }).click();

  await page.getByRole('checkbox', { name: `${calendarName} blocks slots` }).check();
  await page.getByRole('radio', { name: `Write sessions to ${calendarName}` }).check();
  await page.getByRole('button', { name: 'Save CalDAV calendars' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Calendars saved.' })).toBeVisible();
  await expectAccessiblePages(page, ['/teacher/settings/integrations']);
  await expect(page.getByRole('checkbox', { name: `${calendarName} blocks slots` })).toBeChecked();

  await page.goto(`/teacher/calendar?date=${day}`);
  await expect(page.getByText(/Busy in your calendars.*10:00/).first()).toBeAttached();

  await page.goto('/teacher/settings/integrations');
  // The CalDAV card's own button (Google's card may have one too).
  const card = page
    .getByText('Other calendar (CalDAV)')
    .locator('xpath=ancestor::div[.//button[normalize-space()="Disconnect"]][1]');
  await card.getByRole('button', { name: 'Disconnect' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByRole('form', { name: 'Connect a CalDAV account' })).toBeVisible();
});
