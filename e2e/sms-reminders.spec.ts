import { openTeacher, signInStudent } from './support/booking';
import { expect, test } from './support/fixtures';

test('a student verifies a phone number, chooses texts, and receives an SMS reminder in the mailbox ', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const portal = await signInStudent(page, context, 'sophie.laurent@example.com');
  const phone = `+3460${String(Date.now()).slice(-7)}`;

  await portal.goto('/portal/reminders');
  await expect(portal.getByRole('heading', { level: 1, name: 'Reminders' })).toBeVisible();
  await portal.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
  await portal.getByRole('button', { name: 'Text me a code' }).click();

  // The code arrives as a text, shown in the development mailbox beside the e-mails.
  await page.goto('/dev/mailbox');
  const texts = page.getByRole('list', { name: 'Text messages, newest first' });
  const codeText = texts
    .getByRole('listitem')
    .filter({ hasText: `To ${phone}` })
    .first();
  await expect(codeText).toContainText('is your Lektio code to receive texts from Elena Márquez');
  const code = /(\d{6}) is your Lektio code/.exec((await codeText.textContent()) ?? '')![1]!;

  await portal.getByRole('textbox', { name: 'Code' }).fill(code);
  await portal.getByRole('button', { name: 'Verify the number' }).click();
  await expect(portal.getByText(`Texts go to ${phone} (verified).`)).toBeVisible();
  await portal.getByRole('radio', { name: 'Text message (SMS)' }).check();
  await portal.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(portal.getByRole('radio', { name: 'Text message (SMS)' })).toBeChecked();

  // The teacher books Sophie a lesson a few hours ahead (a free hour found by trying), inside the day-ahead reminder.
  const teacher = await openTeacher(browser, baseURL);
  const api = teacher.page.request;
  const students = (await (await api.get('/api/teacher/students?search=sophie.laurent')).json()) as {
    data: { id: string }[];
  };
  const services = (await (await api.get('/api/teacher/services?limit=100')).json()) as {
    data: { id: string; status: string; isTrial: boolean }[];
  };
  const service = services.data.find((row) => row.status === 'active' && !row.isTrial)!;
  let status = 0;
  for (let hours = 3; hours < 20 && status !== 201; hours += 1) {
    const startUtc = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + hours * 3_600_000).toISOString();
    const booked = await api.post('/api/teacher/sessions', {
      data: { serviceId: service.id, studentId: students.data[0]!.id, startUtc },
      headers: { origin: baseURL! },
    });
    status = booked.status();
  }
  expect(status).toBe(201);
  await teacher.context.close();

  // The reminder job (run now, as its cron would): the reminder of the student's lesson is a text.
  expect((await page.request.post('/api/dev/session-reminders', { headers: { origin: baseURL! } })).ok()).toBe(true);
  await page.goto('/dev/mailbox');
  await expect(
    texts
      .getByRole('listitem')
      .filter({ hasText: `To ${phone}` })
      .filter({ hasText: 'Elena Márquez (Lektio): reminder' }),
  ).not.toHaveCount(0);
});
