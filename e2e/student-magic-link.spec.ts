import { expect, test } from './support/fixtures';

test.describe('student sign-in by magic link', () => {
  test('a student signs in through the mailbox link and reaches the portal @phone', async ({ page, context }) => {
    await page.goto('/demo');
    await page.getByRole('link', { name: 'Student sign in' }).click();
    await expect(page).toHaveURL(/\/sign-in\/student\?teacher=demo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Student sign in' })).toBeVisible();
    await expect(page.getByText('Your lessons with Elena Márquez')).toBeVisible();

    await page.getByLabel('E-mail address').fill('sophie.laurent@example.com');
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

    await page.getByRole('link', { name: 'Open the development mailbox' }).click();
    await expect(page).toHaveURL(/\/dev\/mailbox\?to=sophie\.laurent%40example\.com$/);
    const newest = page.getByRole('article').first();
    await expect(newest.getByRole('heading', { name: /sign-in link for Elena Márquez/ })).toBeVisible();
    const emailLink = newest.frameLocator('iframe').getByRole('link', { name: 'Sign in to your portal' });
    const href = await emailLink.getAttribute('href');
    expect(href).toMatch(/\/auth\/magic-link\?teacher=demo#token=[A-Za-z0-9_-]{43}$/);

    // E-mail links open a new tab, as from a webmail.
    const [landing] = await Promise.all([context.waitForEvent('page'), emailLink.click()]);
    await expect(landing).toHaveURL(/\/auth\/magic-link\?teacher=demo#token=/);
    await expect(landing.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await landing.getByRole('button', { name: 'Sign in to your portal' }).click();
    await expect(landing).toHaveURL(/\/portal$/);
    await expect(landing.getByRole('heading', { level: 1, name: 'Your sessions' })).toBeVisible();

    // The teacher's public page knows the student is there: the header leads to the portal.
    await landing.goto('/demo');
    await expect(landing.getByRole('banner').getByRole('link', { name: /^Your portal/ })).toHaveAttribute(
      'href',
      '/portal',
    );
    await expect(landing.getByRole('link', { name: 'Student sign in' })).toHaveCount(0);

    // The same link a second time: spent, and the page offers a new one for the same teacher.
    await landing.goto(href!);
    await landing.getByRole('button', { name: 'Sign in to your portal' }).click();
    await expect(landing.getByRole('heading', { name: 'This link has expired or was already used' })).toBeVisible();
    await expect(landing.getByRole('button', { name: 'E-mail me a new link' })).toBeVisible();
  });

  test('the portal sends a visitor without a session to the student sign-in', async ({ page }) => {
    await page.goto('/portal');
    await expect(page).toHaveURL(/\/sign-in\/student$/);
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await expect(page.getByText('Enter your e-mail address')).toBeVisible();
    await expect(page.getByText("Enter your teacher's page name")).toBeVisible();
  });
});
