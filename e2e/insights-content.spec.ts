import { expect, test } from './support/fixtures';

const demoTeacherLogin = '/api/auth/dev-login/00000000-0000-4000-8000-000000000001';
const marcusLogin = '/api/auth/dev-login/00000000-0000-4000-8000-000000000002';

test('a teacher sorts the template ranking and opens a template’s figures against the average', async ({ page }) => {
  await page.goto(demoTeacherLogin);
  await page.goto('/teacher/insights');
  const content = page.getByTestId('insights-content');
  await expect(content.getByRole('heading', { name: 'Template ranking' })).toBeVisible();
  const ranking = content.getByTestId('insights-template-ranking');
  await expect(ranking.getByRole('columnheader', { name: 'Uses' })).toHaveAttribute('aria-sort', 'descending');

  // Sorting is local: the column header turns, the URL does not change.
  await ranking.getByRole('button', { name: 'Completion' }).click();
  await expect(ranking.getByRole('columnheader', { name: 'Completion' })).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/\/teacher\/insights$/);

  // The demo's first package lesson used a template: one session, completed.
  const first = ranking.getByRole('link').first();
  const name = (await first.textContent())!.trim();
  await first.click();
  await expect(page).toHaveURL(/\/teacher\/insights\/content\/templates\/[0-9a-f-]{36}\?period=30$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('template-uses').getByText('1', { exact: true })).toBeVisible();
  const completion = page.getByTestId('template-completion');
  await expect(completion.getByText('100%', { exact: true })).toBeVisible();
  await expect(completion).toContainText(/Your average: \d+(\.\d)?%/);
});

test('another teacher’s template is the 404 page', async ({ page }) => {
  await page.goto(demoTeacherLogin);
  await page.goto('/teacher/insights');
  const href = await page.getByTestId('insights-template-ranking').getByRole('link').first().getAttribute('href');
  // The page streams behind its loading state, so the 404 is the not-found page rather than the status.
  await page.goto(marcusLogin);
  await page.goto(href!);
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeVisible();
});

test('the template detail never scrolls sideways on a phone @phone', async ({ page }) => {
  await page.goto(demoTeacherLogin);
  await page.goto('/teacher/insights');
  await page.getByTestId('insights-template-ranking').getByRole('link').first().click();
  await expect(page.getByTestId('template-comparison')).toBeVisible();
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
});
