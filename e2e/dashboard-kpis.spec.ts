import { expect, test } from './support/fixtures';

const demoTeacherLogin = '/api/auth/dev-login/00000000-0000-4000-8000-000000000001';

test('a teacher changes the dashboard KPIs in the dialog and sees the new cards', async ({ page }) => {
  await page.goto(demoTeacherLogin);
  await page.goto('/teacher');
  const cards = page.getByTestId('kpi-cards');
  await expect(cards).toContainText('Revenue this month');
  await expect(cards).toContainText('Attendance rate');
  await expect(cards).not.toContainText('Teaching streak');

  await page.getByRole('button', { name: 'Choose KPIs' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your KPIs' });
  await expect(dialog).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Save KPIs' });

  // Exactly four: one less cannot be saved and says so.
  await dialog.getByRole('checkbox', { name: 'Attendance rate' }).click();
  await expect(dialog.getByText('Choose 1 more (3 of 4 chosen)')).toBeVisible();
  await expect(save).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Teaching streak' }).click();
  await dialog.getByRole('checkbox', { name: 'New students' }).click();
  await expect(dialog.getByText('Choose exactly 4: untick 1')).toBeVisible();
  await expect(save).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'New students' }).click();
  await expect(dialog.getByText('4 of 4 chosen')).toBeVisible();
  await save.click();

  await expect(dialog).toBeHidden();
  await expect(cards).toContainText('Teaching streak');
  await expect(cards).not.toContainText('Attendance rate');
  await page.reload();
  await expect(page.getByTestId('kpi-cards')).toContainText('Teaching streak');

  // Put the demo teacher's choice back for the journeys that follow.
  const origin = new URL(page.url()).origin;
  const reset = await page.request.patch('/api/teacher/settings/dashboard', {
    data: { kpis: ['month_revenue', 'month_lessons', 'active_students', 'attendance_rate'] },
    headers: { origin },
  });
  expect(reset.status()).toBe(200);
});

test('the bell lists the demo notifications and marks them all read', async ({ page }) => {
  await page.goto(demoTeacherLogin);
  await page.goto('/teacher');
  const bell = page.getByRole('button', { name: /^Notifications, / });
  await bell.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Notifications', { exact: true })).toBeVisible();
  await expect(menu.getByRole('status')).toBeHidden();
  await expect(menu.getByText('(unread)').first()).toBeAttached();
  await menu.getByRole('menuitem', { name: 'Mark all read' }).click();
  await expect(menu.getByText('(unread)')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Notifications, none unread' })).toBeVisible();
  // The count the layout reads on the server agrees.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Notifications, none unread' })).toBeVisible();
});

test('the bell opens on a phone with the notifications in reach @phone', async ({ page }) => {
  await page.goto(demoTeacherLogin);
  await page.goto('/teacher');
  await page.getByRole('button', { name: /^Notifications, / }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Notifications', { exact: true })).toBeVisible();
  const first = menu.getByRole('menuitem').nth(1);
  await expect(first).toBeInViewport();
  const box = await menu.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
});
