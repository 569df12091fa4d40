import { expect, test } from './support/fixtures';

test.describe('public teacher page', () => {
  test('a visitor opens /demo and sees the teacher and her services @phone', async ({ page }) => {
    await page.goto('/demo');
    await expect(page.getByRole('heading', { level: 1, name: 'Elena Márquez' })).toBeVisible();
    const services = page.locator('#services');
    await expect(services.getByText('Spanish or English lesson (60 min)')).toBeVisible();
    await expect(services.getByText('Price: €35', { exact: true })).toBeVisible();
    await expect(services.getByText(/draft|archived/i)).toHaveCount(0);
    // A subscription's price says what period it pays for.
    await expect(services.getByText('Price: €129 / month', { exact: true })).toBeVisible();
  });

  test('a visitor finds a full course full, with its outline and one way in: the waitlist @phone', async ({ page }) => {
    // The DELE group course has three seats and three active enrollments (prisma/seed/scenario.ts).
    await page.goto('/demo/services/dele-b2-course');
    await expect(page.getByRole('list', { name: 'Course outline' })).toBeVisible();
    const full = page.getByRole('region', { name: 'DELE B2 preparation (small group) is full' });
    await expect(full).toContainText('Every place is taken.');
    await expect(full.getByRole('link', { name: 'Sign in to join the waitlist' })).toHaveAttribute(
      'href',
      '/sign-in/student?teacher=demo',
    );
    // No enrollment form beside it: a full class sells no place.
    await expect(page.getByRole('region', { name: 'Enroll' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Enroll and pay' })).toHaveCount(0);
  });

  test('an unknown teacher page is a 404', async ({ page }) => {
    const response = await page.goto('/no-such-teacher');
    expect(response?.status()).toBe(404);
  });
});
