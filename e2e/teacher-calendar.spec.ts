import { demoTeacherLogin } from './support/booking';
import { expect, test, type Page } from './support/fixtures';

// Lukas Becker's next subscription lesson is a few working days ahead (prisma/seed/scenario.ts, e4-3).
const sessionTitle = 'Monthly Business English (4 lessons) · Lukas Becker';

/** The toolbar's period heading ("23–29 Nov 2026"), announced when it changes. */
const period = (page: Page) => page.getByRole('heading', { level: 2, name: /\d{4}$|Next two weeks/ });

test('the teacher browses the calendar, opens a session from the agenda and saves its content ', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();

  await page.goto(demoTeacherLogin);
  await page.goto('/teacher/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page.getByText('Times are shown in Madrid time, your time zone.')).toBeVisible();
  const views = page.getByRole('navigation', { name: 'Calendar view' });
  await expect(views.getByRole('link', { name: 'Week' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('region', { name: 'Week' })).toBeVisible();

  // Next week and back to today.
  const thisWeek = await period(page).textContent();
  await page.getByRole('link', { name: 'Next week' }).click();
  await expect(page).toHaveURL(/\/teacher\/calendar\?date=\d{4}-\d{2}-\d{2}$/);
  await expect(period(page)).not.toHaveText(thisWeek ?? '');
  await page.getByRole('link', { name: 'Today', exact: true }).click();
  await expect(page).toHaveURL(/\/teacher\/calendar$/);
  await expect(period(page)).toHaveText(thisWeek ?? '');

  // The agenda lists the coming sessions; one opens its page.
  await views.getByRole('link', { name: 'Agenda' }).click();
  await expect(page).toHaveURL(/\/teacher\/calendar\?view=agenda$/);
  const agenda = page.getByRole('region', { name: 'Agenda' });
  await expect(agenda.getByRole('heading', { name: 'Next two weeks' })).toBeVisible();
  await agenda.getByRole('link', { name: sessionTitle }).first().click();
  await expect(page).toHaveURL(/\/teacher\/sessions\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Monthly Business English (4 lessons) with Lukas Becker' }),
  ).toBeVisible();

  // The content form: saved, and still there after a reload.
  const content = page.getByRole('form', { name: 'Session content' });
  const save = content.getByRole('button', { name: 'Save content' });
  await expect(save).toBeDisabled();
  await content.getByRole('textbox', { name: 'Meeting link' }).fill('not a link');
  await content.getByRole('textbox', { name: 'Summary' }).fill(`Quarterly results presentation ${stamp}`);
  await content.getByRole('textbox', { name: 'Homework', exact: true }).fill('Rehearse the opening minute twice.');
  await save.click();
  await expect(content.getByRole('textbox', { name: 'Meeting link' })).toHaveAttribute('aria-invalid', 'true');
  await content.getByRole('textbox', { name: 'Meeting link' }).fill('https://meet.example.com/lukas');
  await save.click();
  await expect(page.getByText('Session content saved.')).toBeVisible();
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(content.getByRole('textbox', { name: 'Summary' })).toHaveValue(
    `Quarterly results presentation ${stamp}`,
  );
  await expect(content.getByRole('textbox', { name: 'Homework', exact: true })).toHaveValue(
    'Rehearse the opening minute twice.',
  );
  await expect(content.getByRole('textbox', { name: 'Meeting link' })).toHaveValue('https://meet.example.com/lukas');
});
