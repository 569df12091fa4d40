import { expect, test } from './support/fixtures';

test('a teacher views the portal as a student, then returns to the roster ', async ({ page }) => {
  await page.goto('/api/auth/dev-login/00000000-0000-4000-8000-000000000001');
  // By e-mail: other journeys add students (imports), and the roster's first page is by name.
  await page.goto('/teacher/students?search=sophie.laurent%40example.com');
  await page.getByRole('button', { name: 'View portal as Sophie Laurent' }).click();

  await expect(page).toHaveURL(/\/portal$/);
  const banner = page.getByRole('region', { name: 'Impersonation' });
  await expect(banner).toContainText('Sophie Laurent');
  const me = await (await page.request.get('/api/auth/me')).json();
  expect(me).toMatchObject({ role: 'student', impersonating: true });

  await banner.getByRole('button', { name: 'Stop impersonating' }).click();
  await expect(page).toHaveURL(/\/teacher\/students(\?.*)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
  expect((await (await page.request.get('/api/auth/me')).json()).role).toBe('teacher');
});
