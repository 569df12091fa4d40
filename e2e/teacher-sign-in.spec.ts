import { expect, test } from './support/fixtures';

test.describe('teacher sign-in (development login)', () => {
  test('a seeded teacher signs in, reaches the dashboard shell and signs out @phone', async ({ page, isMobile }) => {
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Sign in as Elena Márquez (demo)' }).click();
    await expect(page).toHaveURL(/\/teacher$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Elena');
    await expect(page.getByTestId('kpi-cards').getByText('Active students', { exact: true })).toBeVisible();

    if (isMobile) {
      // The drawer opens once the page has hydrated; a click before that is lost.
      await expect(async () => {
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await expect(page.getByRole('dialog')).toBeVisible({ timeout: 1000 });
      }).toPass();
    }
    const nav = page.getByRole('navigation', { name: 'Teacher area' }).last();
    for (const section of ['Calendar', 'Students', 'Services', 'Materials', 'Payments', 'Insights', 'Settings']) {
      await expect(nav.getByRole('link', { name: section })).toBeVisible();
    }
    await nav.getByRole('link', { name: 'Students' }).click();
    await expect(page).toHaveURL(/\/teacher\/students$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();

    await page
      .getByRole('button', { name: /sign out/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.goto('/teacher');
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('the API knows who is signed in', async ({ page }) => {
    await page.goto('/api/auth/dev-login/00000000-0000-4000-8000-000000000002');
    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ role: 'teacher', teacher: { slug: 'demo-2' } });
  });
});
