import { openTeacher } from './support/booking';
import { expect, test, type Page } from './support/fixtures';

const student = { name: 'Marco Rossi', email: 'marco.rossi@example.com', zone: 'Europe/Rome' };
const minute = 60 * 1000;

/**
 * The next `hh:mm` UTC at least 10 minutes ahead (so it is still ahead when the reminder job runs),
 * or 2.5 hours after it: either way within the reminder's 24 hours. In the Madrid night, away from the
 * demo's lessons (09:00-18:00) and the other journeys'; each project has its own time.
 */
function nextStart(hour: number, minutes: number): Date {
  const now = Date.now();
  const at = new Date(now);
  at.setUTCHours(hour, minutes, 0, 0);
  if (at.getTime() <= now) at.setUTCDate(at.getUTCDate() + 1);
  return at.getTime() - now < 10 * minute ? new Date(at.getTime() + 150 * minute) : at;
}

/** A start on the student's clock, as the subjects ("Tue 1 Dec, 22:05") and the text ("Tuesday, 1 December 2026 at 22:05") write it. */
function clockOf(at: Date, timeZone: string) {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { ...options, timeZone }).format(at);
  const time = part({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const day = part({ day: 'numeric' });
  return {
    subject: `${part({ weekday: 'short' })} ${day} ${part({ month: 'short' })}, ${time}`,
    text: `${part({ weekday: 'long' })}, ${day} ${part({ month: 'long' })} ${part({ year: 'numeric' })} at ${time} (${timeZone.split('/').at(-1)!.replace(/_/g, ' ')} time)`,
  };
}

/** The message of the mailbox whose invitation is this session's, by subject start. */
function messageOf(page: Page, subject: RegExp, sessionId: string) {
  return page.getByRole('article', { name: subject }).filter({ hasText: `UID:${sessionId}@lektio` });
}

test('a booked session e-mails the student an invitation, and the reminder job sends one more ', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const teacher = await openTeacher(browser, baseURL);
  const api = teacher.page.request;
  const json = async (path: string) => {
    const response = await api.get(path);
    expect(response.status()).toBe(200);
    return (await response.json()) as { data: { id: string }[] };
  };
  const [marco] = (await json(`/api/teacher/students?search=${encodeURIComponent(student.email)}`)).data;
  const [lesson] = (await json('/api/teacher/services?search=Spanish%20or%20English')).data;

  // The teacher books Marco tonight (by the API: the booking form is another journey's).
  const phone = testInfo.project.name === 'phone';
  let startUtc = phone ? nextStart(22, 20) : nextStart(21, 5);
  let created = await api.post('/api/teacher/sessions', {
    headers: { origin: baseURL! },
    data: { serviceId: lesson!.id, studentId: marco!.id, startUtc: startUtc.toISOString() },
  });
  // Taken by a run before this one on the same server, or by another journey's lesson: the next hour.
  for (let attempt = 0; attempt < 8 && created.status() === 409; attempt++) {
    startUtc = new Date(startUtc.getTime() + 65 * minute);
    created = await api.post('/api/teacher/sessions', {
      headers: { origin: baseURL! },
      data: { serviceId: lesson!.id, studentId: marco!.id, startUtc: startUtc.toISOString() },
    });
  }
  expect(created.status()).toBe(201);
  const { id: sessionId } = (await created.json()) as { id: string };
  const clock = clockOf(startUtc, student.zone);

  // Marco's mailbox: the booking, on his (Rome) clock, with the invitation to download or read.
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(student.email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  const booking = messageOf(page, new RegExp(`^Booked: .*, ${clock.subject}$`), sessionId);
  await expect(booking).toHaveCount(1);
  const files = booking.getByRole('region', { name: 'Attachments' });
  const download = page.waitForEvent('download');
  await files.getByRole('link', { name: 'session.ics' }).click();
  expect((await download).suggestedFilename()).toBe('session.ics');
  await files.getByText('Show the text of session.ics').click();
  const ics = files.locator('pre');
  await expect(ics).toContainText('METHOD:REQUEST');
  await expect(ics).toContainText(`UID:${sessionId}@lektio`);
  await expect(ics).toContainText('SEQUENCE:0');
  await expect(ics).toContainText(`DTSTART:${startUtc.toISOString().replace(/[-:]|\.\d{3}/g, '')}`);
  await expect(ics).toContainText('X-WR-TIMEZONE:Europe/Madrid');

  // The reminder job, now rather than at its next 15-minute tick (the cron may have been first).
  const run = await page.request.post('/api/dev/session-reminders', { headers: { origin: baseURL! } });
  expect(run.status()).toBe(200);
  await page.reload();
  const reminder = messageOf(page, new RegExp(`^Reminder: .*, ${clock.subject}$`), sessionId);
  await expect(reminder).toHaveCount(1);
  await expect(reminder.frameLocator('iframe').getByText(clock.text, { exact: true })).toBeVisible();
  await expect(reminder.getByRole('link', { name: 'session.ics' })).toHaveAttribute('download', 'session.ics');

  // Once only: a second run sends no second reminder for it.
  await page.request.post('/api/dev/session-reminders', { headers: { origin: baseURL! } });
  await page.reload();
  await expect(messageOf(page, /^Reminder: /, sessionId)).toHaveCount(1);
  await teacher.context.close();
});
