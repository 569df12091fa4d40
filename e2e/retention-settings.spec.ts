import { expect, test } from './support/fixtures';

/** The second demo teacher: the journeys of the first (slug `demo`) are left alone. */
const marcusLogin = '/api/auth/dev-login/00000000-0000-4000-8000-000000000002';

test('a teacher sets data retention: out-of-range days refused inline, auto-delete confirmed first', async ({
  page,
}) => {
  await page.goto(marcusLogin);
  await page.goto('/teacher/settings');
  await page
    .getByRole('link', { name: /Data retention/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Data retention' })).toBeVisible();

  const inactive = page.getByRole('spinbutton', { name: 'Inactive for (days)' });
  const churn = page.getByRole('spinbutton', { name: 'Churned after (days)' });
  const save = page.getByRole('button', { name: 'Save settings' });
  const origin = new URL(page.url()).origin;
  try {
    await expect(inactive).toHaveValue('730');
    await churn.fill('10');
    await churn.blur();
    await expect(page.getByText('Churn must come later than at risk: use more days')).toBeVisible();
    await churn.fill('90');
    await inactive.fill('20');
    await inactive.blur();
    await expect(page.getByText('Use 30 days or more')).toBeVisible();
    await inactive.fill('400');

    await page.getByRole('checkbox', { name: 'Erase inactive students automatically' }).click();
    await save.click();
    const dialog = page.getByRole('alertdialog', { name: 'Erase inactive students automatically?' });
    await expect(dialog).toContainText('inactive for 400 days');
    await dialog.getByRole('button', { name: 'Turn on and save' }).click();
    await expect(page.getByText('Retention settings saved')).toBeVisible();

    await page.reload();
    await expect(inactive).toHaveValue('400');
    await expect(churn).toHaveValue('90');
    await expect(page.getByRole('checkbox', { name: 'Erase inactive students automatically' })).toBeChecked();
  } finally {
    const reset = { inactiveStudentDays: 730, churnDays: 60, autoDeleteEnabled: false };
    const response = await page.request.patch('/api/teacher/settings/retention', { data: reset, headers: { origin } });
    expect(response.status()).toBe(200);
  }
});
