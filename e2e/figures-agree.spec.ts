import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const demoTeacherLogin = '/api/auth/dev-login/00000000-0000-4000-8000-000000000001';

/** The figure of the stat card labelled `label` inside `scope` (label first, figure second). */
async function cardValue(scope: Locator, label: string): Promise<string> {
  const card = scope.locator(':scope > *').filter({ has: scope.page().getByText(label, { exact: true }) });
  await expect(card).toHaveCount(1);
  return ((await card.locator('p').nth(1).textContent()) ?? '').trim();
}

async function setKpis(page: Page, kpis: string[]) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.patch('/api/teacher/settings/dashboard', { data: { kpis }, headers: { origin } });
  expect(response.status()).toBe(200);
}

/**
 * Issue 30: the demo data, opened as a new user would, shows one revenue this month, one count of
 * active students and one count of new students on the dashboard, the services page, payments and
 * insights (docs/metrics.md).
 */
test('the dashboard, services, payments and insights show the same figures', async ({ page }) => {
  await page.goto(demoTeacherLogin);
  await page.goto('/teacher');
  await setKpis(page, ['month_revenue', 'active_students', 'new_students', 'month_lessons']);
  await page.reload();
  const cards = page.getByTestId('kpi-cards');
  const revenue = await cardValue(cards, 'Revenue this month');
  const active = await cardValue(cards, 'Active students');
  const newStudents = await cardValue(cards, 'New students');
  const lessons = await cardValue(cards, 'Lessons this month');
  expect(revenue).toMatch(/\d/);

  await page.goto('/teacher/services');
  const serviceKpis = page.locator('section[aria-labelledby="kpi-heading"] > div');
  expect(await cardValue(serviceKpis, 'Revenue this month')).toBe(revenue);
  expect(await cardValue(serviceKpis, 'Sessions')).toBe(lessons);

  await page.goto('/teacher/payments');
  // The teacher's own currency comes first.
  expect(await cardValue(page.getByTestId('payment-kpis').first(), 'Revenue')).toBe(revenue);

  await page.goto('/teacher/insights');
  await expect(page.getByTestId('insights-month-revenue')).toHaveText(revenue);
  // Insights' period figure of taught students is not called "Active students".
  const insightKpis = page.getByTestId('insights-kpis');
  await expect(insightKpis).toContainText('Students taught');
  await expect(insightKpis).not.toContainText('Active students');

  // Active students: the roster filtered to status active lists as many.
  const activeList = await page.request.get('/api/teacher/students?status=active&limit=1');
  expect(String((await activeList.json()).total)).toBe(active);
  // New students: the students added this month on the teacher's clock.
  const summary = await (await page.request.get('/api/teacher/dashboard/summary')).json();
  const students = (await (await page.request.get('/api/teacher/students?limit=100')).json()).data as {
    createdAt: string;
  }[];
  const monthOf = (iso: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: summary.timezone, year: 'numeric', month: '2-digit' })
      .format(new Date(iso))
      .slice(0, 7);
  expect(String(students.filter((student) => monthOf(student.createdAt) === summary.month).length)).toBe(newStudents);

  await setKpis(page, ['month_revenue', 'month_lessons', 'active_students', 'attendance_rate']);
});
