import { randomInt } from 'node:crypto';
import { settingsGroups } from '../components/settings/settings-sections';
import { expect, test, type Page } from './support/fixtures';

/** The second demo teacher: the journeys of the first (slug `demo`) are left alone. */
const marcusLogin = '/api/auth/dev-login/00000000-0000-4000-8000-000000000002';
const marcusSlug = 'demo-2';

/** Writes through the API as the signed-in page does (same origin), to put things back. */
async function patchSettings(page: Page, path: string, data: object) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.patch(`/api/teacher/settings/${path}`, { data, headers: { origin } });
  expect(response.status()).toBe(200);
}

test('a teacher changes the public address, checked as they type, and the public page moves', async ({ page }) => {
  await page.goto(marcusLogin);
  const newSlug = `marcus-piano-${String(randomInt(100000, 999999))}`;
  try {
    await page.goto('/teacher/settings/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const address = page.getByRole('textbox', { name: 'Public address' });
    await expect(address).toHaveValue(marcusSlug);
    const save = page.getByRole('button', { name: 'Save profile' });
    const status = page.getByRole('status').filter({ hasText: 'Public address:' });

    // Another teacher's address: refused live, and saving is blocked.
    await address.fill('demo');
    await expect(status).toContainText('Another teacher already uses this address');
    await expect(save).toBeDisabled();
    await address.fill('Marcus Piano');
    await expect(status).toContainText('Use lowercase letters, digits and hyphens');
    await expect(save).toBeDisabled();

    await address.fill(newSlug);
    await expect(status).toContainText('Available');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    await expect(page.getByRole('link', { name: /View your public page/ })).toHaveAttribute('href', `/${newSlug}`);

    const moved = await page.goto(`/${newSlug}`);
    expect(moved?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Marcus Bennett' })).toBeVisible();
    expect((await page.goto(`/${marcusSlug}`))?.status()).toBe(404);
  } finally {
    await page.goto('/teacher/settings');
    await patchSettings(page, 'profile', { slug: marcusSlug });
  }
  expect((await page.goto(`/${marcusSlug}`))?.status()).toBe(200);
});

test('a teacher turns the weekly report on and it stays on after a reload ', async ({ page }) => {
  await page.goto(marcusLogin);
  try {
    await page.goto('/teacher/settings/notifications');
    const weekly = page.getByRole('switch', { name: 'Weekly report' });
    await expect(weekly).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('switch', { name: 'New booking' })).toHaveAttribute('aria-checked', 'true');
    await weekly.click();
    await expect(page.getByText('Weekly report on. Saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Weekly report' })).toHaveAttribute('aria-checked', 'true');
  } finally {
    await patchSettings(page, 'notifications', { weeklyReport: false });
  }
});

test('the settings overview links every settings page', async ({ page }) => {
  await page.goto(marcusLogin);
  await page.goto('/teacher/settings');
  const main = page.getByRole('main');
  // Each card link reads its title and what is on that page (the nav beside it has the title only).
  for (const { title, description } of settingsGroups.flatMap((group) => group.sections)) {
    await expect(main.getByRole('link', { name: `${title} ${description}` })).toBeVisible();
  }
  await main.getByRole('link', { name: /^General Currency/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'General' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Default currency' }).locator('option')).toHaveCount(19);
});
