import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';

const demoTeacherLogin = '/api/auth/dev-login/00000000-0000-4000-8000-000000000001';
const zone = 'Europe/Madrid';

// The page shows lesson times on the viewer's clock: Madrid, the zone the calendar file is written in.
test.use({ timezoneId: zone });

const offsetOn = (day: Date) =>
  new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(day)
    .find((part) => part.type === 'timeZoneName')!.value;

/** The Madrid dates of the next clock changes, three weeks from now or later. */
function nextClockChanges(): Date[] {
  const changes: Date[] = [];
  const day = new Date(Date.now() + 21 * 86_400_000);
  day.setUTCHours(12, 0, 0, 0);
  for (let step = 0; step < 400 && changes.length < 2; step += 1) {
    const next = new Date(day.getTime() + 86_400_000);
    if (offsetOn(day) !== offsetOn(next)) changes.push(next);
    day.setTime(next.getTime());
  }
  return changes;
}

const icsDate = (day: Date) => day.toISOString().slice(0, 10).replaceAll('-', '');

/** A weekly 17:00 Madrid lesson on Mondays, four times: two before a clock change (a Sunday), two after. */
function weeklyLessonAcross(change: Date, stamp: number): string {
  const first = new Date(change.getTime() - 13 * 86_400_000);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Lektio e2e//EN',
    'BEGIN:VEVENT',
    `UID:e2e-weekly-${stamp}@example.test`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART;TZID=${zone}:${icsDate(first)}T170000`,
    `DTEND;TZID=${zone}:${icsDate(first)}T174500`,
    'RRULE:FREQ=WEEKLY;COUNT=4',
    `SUMMARY:Weekly lesson ${stamp}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

test('a teacher imports students with two families, fixes the mapping, commits, and imports a weekly lesson across a clock change ', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  await page.goto(demoTeacherLogin);
  await page.goto('/teacher/students');
  await page.getByRole('link', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import' })).toBeVisible();

  // "Contact" is no e-mail header the import knows: every row lacks an e-mail until it is mapped.
  const csv = [
    'Student Name;Contact;Family;Family Email',
    `Ana Ruiz;ana.${stamp}@example.test;Ruiz family;ruiz.${stamp}@example.test`,
    `Pablo Ruiz;pablo.${stamp}@example.test;Ruiz family;ruiz.${stamp}@example.test`,
    `Tom Baker;tom.${stamp}@example.test;Baker family;baker.${stamp}@example.test`,
    `Jill Baker;jill.${stamp}@example.test;Baker family;baker.${stamp}@example.test`,
  ].join('\r\n');
  await page
    .getByLabel('File')
    .setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}`) });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('4 rows with errors')).toBeVisible();
  await expect(page.getByTestId('import-row-2')).toContainText('Give an e-mail address');
  // The preview (mapping form, table, errors) is checked like every page (e2e/accessibility.spec.ts).
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

  await page.getByLabel('E-mail', { exact: true }).selectOption('Contact');
  await page.getByRole('button', { name: 'Apply mapping' }).click();
  await expect(page.getByText('4 new students · 0 updates · 0 skipped')).toBeVisible();
  await expect(page.getByTestId('import-row-3')).toContainText('Ruiz family');
  await expect(page.getByTestId('import-row-5')).toContainText('Baker family');
  await expect(page.getByTestId('import-row-5')).toContainText(`baker.${stamp}@example.test`);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('4 new students added')).toBeVisible();
  await expect(page.getByText(/You can undo this import until/)).toBeVisible();

  await page.goto(`/teacher/students?search=${stamp}`);
  await expect(page.getByRole('table', { name: 'Students' }).locator('tbody tr')).toHaveCount(4);

  // The calendar: four weekly lessons, each at 17:00 in Madrid although the clock changes in between.
  const change = nextClockChanges()[testInfo.project.name === 'phone' ? 1 : 0]!;
  await page.goto('/teacher/imports');
  await page.getByLabel('What are you importing?').selectOption('sessions_ics');
  await page.getByLabel('File').setInputFiles({
    name: 'calendar.ics',
    mimeType: 'text/calendar',
    buffer: Buffer.from(weeklyLessonAcross(change, stamp)),
  });
  await page.getByRole('button', { name: 'Preview' }).click();
  for (const line of [1, 2, 3, 4]) {
    await expect(page.getByTestId(`import-row-${line}`)).toContainText(`Weekly lesson ${stamp}`);
    await expect(page.getByTestId(`import-row-${line}`)).toContainText('17:00');
  }
  // The demo teacher's hours or sessions may refuse some of the weeks: those are left out on purpose.
  const skip = page.getByLabel('Leave out the rows with errors');
  if (await skip.isVisible()) await skip.check();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText(/[1-4] new lessons? added/)).toBeVisible();
  await page.getByRole('button', { name: 'Undo this import' }).click();
  await expect(page.getByText('This import was undone: nothing of it is left.')).toBeVisible();
});
