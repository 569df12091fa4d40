import { expect, test } from './support/fixtures';

test.describe('public teacher page', () => {
  test('a visitor opens /demo and sees the teacher and her services @phone', async ({ page }) => {
    await page.goto('/demo');
    await expect(page.getByRole('heading', { level: 1, name: 'Elena Márquez' })).toBeVisible();
    const services = page.locator('#services');
    await expect(services.getByText('Spanish or English lesson (60 min)')).toBeVisible();
    await expect(services.getByText('Price: €35', { exact: true })).toBeVisible();
    await expect(services.getByText(/draft|archived/i)).toHaveCount(0);
  });

  test('an unknown teacher page is a 404', async ({ page }) => {
    const response = await page.goto('/no-such-teacher');
    expect(response?.status()).toBe(404);
  });
});
