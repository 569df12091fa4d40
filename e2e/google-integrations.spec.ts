import type { APIRequestContext } from '@playwright/test';
import { demoTeacherLogin, pickFreeTime } from './support/booking';
import { expect, test, type Page } from './support/fixtures';
import { googleSimulatorURL } from './support/servers';

/**
 * Google Calendar and Drive against the simulated Google the e2e server starts (development, no
 * GOOGLE_CLIENT_ID: docs/decisions/0056-google-simulator.md). Nothing reaches the internet; what
 * Lektio wrote is read back from the simulator's /__simulator/state.
 */

const writeCalendar = 'demo.teacher@gmail.test';
const driveFile = { id: 'demo-file-past-tense', name: 'Past tense worksheet.pdf' };

type SimulatorState = {
  events: { calendarId: string; status: string; start?: { dateTime?: string } }[];
  drive: { folders: { id: string; name: string }[]; files: { id: string; name: string; parents?: string[] }[] };
};

async function readState(request: APIRequestContext, appURL: string): Promise<SimulatorState> {
  return (await (await request.get(`${googleSimulatorURL(appURL)}/__simulator/state`)).json()) as SimulatorState;
}

/** Google's consent screen, simulated: it names the demo account and the asked access; Allow goes back. */
async function allowOnConsent(page: Page, scope: string) {
  await expect(page.getByRole('heading', { name: 'Lektio wants to access your Google Account' })).toBeVisible();
  await expect(page.getByText('demo.teacher@gmail.test')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Requested access' })).toContainText(scope);
  await page.getByRole('button', { name: 'Allow' }).click();
}

/** A visitor asks for the free trial; answers the chosen instant. Its visitor becomes a student. */
async function requestTrial(page: Page, visitor: { name: string; email: string }) {
  await page.goto('/demo/book/trial-lesson');
  const { startUtc } = await pickFreeTime(page);
  const form = page.getByRole('form', { name: 'Request a trial' });
  await form.getByRole('textbox', { name: 'Your name' }).fill(visitor.name);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(visitor.email);
  await form.getByRole('checkbox', { name: 'I agree to the terms and to being contacted about this booking' }).check();
  await form.getByRole('button', { name: 'Request trial' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Request sent' })).toBeVisible();
  return startUtc;
}

test('the teacher connects demo Google: a confirmed trial lands in the calendar, a linked Drive file in the student folder', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const visitor = { name: `Drive Student ${stamp}`, email: `drive.${stamp}@example.test` };
  const startUtc = await requestTrial(page, visitor);

  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${stamp % 250}` },
  });
  const teacher = await context.newPage();
  const api = (path: string, data: unknown) => teacher.request.post(path, { data, headers: { origin: baseURL! } });
  let sessionId: string | null = null;
  try {
    await teacher.goto(demoTeacherLogin);

    // (a) Calendar: connect through the consent page, pick where sessions go and what blocks slots.
    await teacher.goto('/teacher/settings/integrations');
    await expect(teacher.getByRole('note')).toContainText('Google is simulated on this server');
    // Calendar's card comes first; Drive's offers the same button.
    await teacher.getByRole('button', { name: 'Connect demo Google' }).first().click();
    await allowOnConsent(teacher, 'https://www.googleapis.com/auth/calendar.events');
    await expect(teacher.getByRole('status').filter({ hasText: 'Google Calendar is connected' })).toBeVisible();
    await teacher.getByRole('radio', { name: 'Write sessions to Demo Teacher' }).check();
    await teacher.getByRole('checkbox', { name: 'Family blocks slots' }).check();
    await teacher.getByRole('button', { name: 'Save calendars' }).click();
    await expect(teacher.getByRole('status').filter({ hasText: 'Calendars saved.' })).toBeVisible();

    // The teacher confirms the trial; the job writes it to the write calendar.
    await teacher.goto('/teacher/sessions');
    const pending = teacher.getByRole('listitem', { name: `Trial of ${visitor.name}` });
    await pending.getByRole('button', { name: 'Confirm trial' }).click();
    await expect(pending).toBeHidden();
    await expect
      .poll(
        async () =>
          (await readState(teacher.request, baseURL!)).events.some(
            (event) =>
              event.calendarId === writeCalendar &&
              event.status === 'confirmed' &&
              Date.parse(event.start?.dateTime ?? '') === Date.parse(startUtc),
          ),
        { timeout: 30_000 },
      )
      .toBe(true);

    // (b) Drive: connect, turn copying on, import a Drive file and link it to the trial.
    await teacher.goto('/teacher/settings/integrations');
    await teacher.getByRole('button', { name: 'Connect demo Google' }).click();
    await allowOnConsent(teacher, 'https://www.googleapis.com/auth/drive.file');
    await teacher.getByRole('button', { name: 'Turn copying on' }).click();
    await expect(teacher.getByText('Copying on')).toBeVisible();
    expect((await api('/api/teacher/materials/import', { provider: 'drive', fileIds: [driveFile.id] })).ok()).toBe(
      true,
    );

    await teacher.goto('/teacher/sessions');
    await teacher.getByRole('row').filter({ hasText: visitor.name }).getByRole('link').first().click();
    await expect(teacher).toHaveURL(/\/teacher\/sessions\/[0-9a-f-]{36}$/);
    sessionId = teacher.url().split('/').pop()!;
    const picker = teacher.getByRole('form', { name: 'Link a resource' });
    await picker.getByRole('searchbox', { name: 'Find a resource' }).fill('Past tense');
    await picker.getByRole('combobox', { name: 'Resource to link' }).selectOption({ label: driveFile.name });
    await picker.getByRole('button', { name: 'Link resource' }).click();
    await expect(teacher.getByRole('region', { name: 'Resources' }).getByText(driveFile.name)).toBeVisible();

    await expect
      .poll(
        async () => {
          const { drive } = await readState(teacher.request, baseURL!);
          const folder = drive.folders.find((candidate) => candidate.name.includes(visitor.name));
          return (
            !!folder &&
            drive.files.some((file) => file.name.includes('Past tense') && file.parents?.includes(folder.id))
          );
        },
        { timeout: 30_000 },
      )
      .toBe(true);
  } finally {
    // Later journeys book the demo teacher without Google: give back what this one changed.
    if (sessionId) await api(`/api/teacher/sessions/${sessionId}/cancel`, { reason: 'e2e clean-up' });
    await api('/api/teacher/settings/idp/disconnect', { purpose: 'drive' });
    await api('/api/teacher/settings/idp/disconnect', { purpose: 'calendar' });
    await context.close();
  }
});

test('the integrations page offers demo Google on a phone @phone', async ({ page }) => {
  await page.goto(demoTeacherLogin);
  await page.goto('/teacher/settings/integrations');
  await expect(page.getByRole('note')).toContainText('simulated');
  await expect(page.getByRole('button', { name: 'Connect demo Google' })).toHaveCount(2);
});
