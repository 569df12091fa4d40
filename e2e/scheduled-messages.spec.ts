import { randomInt } from 'node:crypto';
import { openTeacher } from './support/booking';
import { pickDate } from './support/date-picker';
import { expect, test } from './support/fixtures';

const zone = 'Europe/Madrid';

/** Tomorrow on the teacher's clock, `YYYY-MM-DD`. */
function tomorrow(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

test('the teacher schedules a message to a student for tomorrow, sees it pending, cancels it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const subject = `Tomorrow's homework ${randomInt(1000, 9999)}`;
  const { context, page } = await openTeacher(browser, baseURL);
  try {
    await page.goto('/teacher/messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    // The demo's pending message was written in the teacher's zone: its time is on her clock, no "UTC" note.
    const seeded = page
      .getByRole('table', { name: 'Scheduled messages' })
      .getByRole('row')
      .filter({ hasText: 'Your lessons expire soon' });
    await expect(seeded).toContainText('09:00');
    await expect(seeded).not.toContainText('UTC');
    const form = page.getByRole('form', { name: 'Schedule a message' });
    await expect(form.getByText(/^Times are in your zone, Madrid time/)).toBeVisible();

    // Inline validation before anything is sent.
    await form.getByRole('button', { name: 'Schedule message' }).click();
    await expect(form.getByRole('alert').filter({ hasText: 'Choose a student' })).toBeVisible();
    await expect(form.getByRole('alert').filter({ hasText: 'Give the message a subject' })).toBeVisible();

    await form.getByRole('radio', { name: 'One student' }).check();
    await form.getByRole('combobox', { name: 'Student' }).selectOption({ label: 'Marco Rossi' });
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Message').fill('Please bring the reading from chapter 3.');
    await pickDate(page, form, 'Send on', tomorrow());
    await form.getByLabel('At').fill('10:00');
    await form.getByRole('button', { name: 'Schedule message' }).click();
    await expect(page.getByText(/^Scheduled for .* to Marco Rossi \(1 recipient today\)\.$/)).toBeVisible();

    const list = page.getByRole('table', { name: 'Scheduled messages' });
    const row = list.getByRole('row').filter({ hasText: subject });
    await expect(row).toContainText('Marco Rossi');
    await expect(row).toContainText('10:00');
    await expect(row).toContainText('Scheduled');

    await row.getByRole('button', { name: `Cancel "${subject}"` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Stop this message from going out?' });
    await confirm.getByRole('button', { name: 'Stop message' }).click();
    await expect(page.getByText('Message cancelled: it will not be sent.')).toBeVisible();
    await expect(list.getByRole('row').filter({ hasText: subject })).toHaveCount(0);

    await page
      .getByRole('navigation', { name: 'Messages by status' })
      .getByRole('link', { name: /^Cancelled/ })
      .click();
    await expect(page).toHaveURL(/status=cancelled/);
    const cancelled = page
      .getByRole('table', { name: 'Scheduled messages' })
      .getByRole('row')
      .filter({ hasText: subject });
    await expect(cancelled).toContainText('Cancelled');
  } finally {
    await context.close();
  }
});

test('the Messages page fits a phone: the form, and the list as cards @phone', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  const { context, page } = await openTeacher(browser, baseURL);
  try {
    // One pending message so that the list has a row (by the API: the form is the other journey's).
    const sendAt = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString();
    const created = await page.request.post('/api/teacher/scheduled-messages', {
      headers: { origin: baseURL! },
      data: {
        audience: 'all_active',
        subject: `Term news ${randomInt(1000, 9999)}`,
        body: 'Classes resume on Monday.',
        sendAt,
      },
    });
    expect(created.status()).toBe(201);

    await page.goto('/teacher/messages');
    await expect(page.getByRole('form', { name: 'Schedule a message' })).toBeVisible();
    const firstRow = page.getByRole('table', { name: 'Scheduled messages' }).locator('tbody tr').first();
    await expect(firstRow).toHaveCSS('display', testInfo.project.name === 'phone' ? 'grid' : 'table-row');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  } finally {
    await context.close();
  }
});
