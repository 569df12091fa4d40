import { openTeacher, signInStudent } from './support/booking';
import { expect, test } from './support/fixtures';

// Sophie's first lesson of the package (prisma/seed/scenario.ts, e1-1) is completed, with the teacher's
// summary and homework, a lesson template and a resource linked to it (prisma/seed/materials.ts).
const student = { email: 'sophie.laurent@example.com' };
const summary = 'Reviewed the preterite vs. imperfect with a travel story; good progress on fluency.';
const homework = 'Write 150 words about your last holiday using both past tenses.';

test('a student reads what the teacher wrote: short on the card, in full on the session page; only their own ', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(90_000);
  const portal = await signInStudent(page, context, student.email);
  await portal.getByRole('navigation', { name: 'Sessions', exact: true }).getByRole('link', { name: 'Past' }).click();
  await expect(portal).toHaveURL(/\/portal\?scope=past$/);

  const card = portal.getByRole('list', { name: 'Past sessions' }).getByRole('article').filter({ hasText: summary });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`Homework:${homework}`);
  await expect(card).toContainText('2 materials');
  await portal.screenshot({ path: testInfo.outputPath('portal-past.png'), fullPage: true });

  await card.getByRole('link', { name: /^Notes and materials/ }).click();
  await expect(portal).toHaveURL(/\/portal\/sessions\/[0-9a-f-]{36}$/);
  await expect(portal.getByRole('heading', { level: 1, name: '10-lesson package' })).toBeVisible();
  await expect(portal.getByRole('region', { name: 'Session' })).toContainText('Completed');
  await expect(portal.getByRole('region', { name: 'Summary' })).toHaveText(`Summary${summary}`);
  await expect(portal.getByRole('region', { name: 'Homework' }).getByRole('paragraph')).toHaveText(homework);
  const materials = portal.getByRole('list', { name: 'Materials' }).getByRole('link');
  // The lesson's own resource, and those of the lesson plan linked to it (issue 33).
  await expect(materials.first()).toBeVisible();
  await expect(materials.first()).toHaveAttribute('target', '_blank');
  for (const link of await materials.all()) {
    await expect(link).toHaveAttribute('href', /^(https?:\/\/|\/api\/resources\/)/);
  }
  await expect(portal.getByRole('list', { name: 'Lesson plan' }).getByRole('listitem')).toHaveCount(1);
  // Never the teacher's private notes.
  await expect(portal.getByText('Teacher notes')).toHaveCount(0);
  expect(await portal.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await portal.screenshot({ path: testInfo.outputPath('portal-session.png'), fullPage: true });

  await portal.getByRole('link', { name: 'Your sessions' }).click();
  await expect(portal).toHaveURL(/\/portal$/);

  // Nobody else's session, nor one that does not exist: the not-found page (the portal streams its
  // pages behind a loading state, so the status line is sent before the page knows; the API says 404).
  for (const id of ['00000000-0000-4000-8000-00000000dead', 'not-a-session']) {
    await portal.goto(`/portal/sessions/${id}`);
    await expect(portal.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeVisible();
    await expect(portal.getByRole('heading', { level: 2, name: 'Summary' })).toHaveCount(0);
  }
});

test('the teacher is offered "Complete session" only once the lesson has started', async ({ browser, baseURL }) => {
  const { context, page } = await openTeacher(browser, baseURL);
  try {
    await page.goto('/teacher/sessions');
    const row = page
      .getByRole('table', { name: /^Upcoming sessions/ })
      .locator('tbody tr')
      .filter({ hasText: 'Scheduled' })
      .first();
    await row.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/teacher\/sessions\/[0-9a-f-]{36}$/);
    await expect(page.getByText('You can complete the session once it has started.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Complete session' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel session' })).toBeVisible();
  } finally {
    await context.close();
  }
});
