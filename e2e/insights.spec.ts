import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';

const demoTeacherLogin = '/api/auth/dev-login/00000000-0000-4000-8000-000000000001';

test('a teacher reads Insights, changes the period, hides a section and downloads the CSV', async ({ page }) => {
  await page.goto(demoTeacherLogin);
  await page.goto('/teacher/insights');
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  const kpis = page.getByTestId('insights-kpis');
  await expect(kpis).toContainText('Revenue');
  await expect(kpis).toContainText('Lessons held');
  await expect(page.getByTestId('insights-period-label')).toContainText('Last 30 days');

  await page.getByRole('navigation', { name: 'Period' }).getByRole('link', { name: '90 days' }).click();
  await expect(page).toHaveURL(/[?&]period=90\b/);
  await expect(page.getByTestId('insights-period-label')).toContainText('Last 90 days');
  await expect(page.getByRole('link', { name: '90 days' })).toHaveAttribute('aria-current', 'page');

  // Hide the funnel: gone, and still gone after a reload.
  await expect(page.getByTestId('insights-funnel')).toBeVisible();
  await page.getByRole('button', { name: 'Customize' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customize Insights' });
  await dialog.getByRole('checkbox', { name: 'Booking funnel' }).uncheck();
  await dialog.getByRole('button', { name: 'Save sections' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('insights-funnel')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('insights-funnel')).toHaveCount(0);
  await expect(page.getByTestId('insights-kpis')).toBeVisible();

  // Show it again through the same control, leaving the demo as it was.
  await page.getByRole('button', { name: 'Customize' }).click();
  await dialog.getByRole('checkbox', { name: 'Booking funnel' }).check();
  await dialog.getByRole('button', { name: 'Save sections' }).click();
  await expect(page.getByTestId('insights-funnel')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloading;
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe('metric,current value,previous-period value,change %');
});

test('Insights never scrolls sideways on a phone @phone', async ({ page }) => {
  await page.goto(demoTeacherLogin);
  await page.goto('/teacher/insights');
  await expect(page.getByTestId('insights-kpis')).toBeVisible();
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
});
