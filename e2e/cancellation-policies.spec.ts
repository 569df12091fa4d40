import { expect, test } from './support/fixtures';

/** The second demo teacher: the journeys of the first (slug `demo`) are left alone. */
const marcusLogin = '/api/auth/dev-login/00000000-0000-4000-8000-000000000002';

test('a teacher writes a cancellation policy, sent with each condition as one object, then edits it', async ({
  page,
}) => {
  const name = `E2E policy ${Date.now()}`;
  await page.goto(marcusLogin);
  await page.goto('/teacher/settings/cancellation-policies');
  await expect(page.getByRole('heading', { level: 1, name: 'Cancellation policies' })).toBeVisible();

  await page.getByRole('button', { name: 'Create policy' }).click();
  const dialog = page.getByRole('dialog', { name: 'New cancellation policy' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  const defaultBox = dialog.getByRole('checkbox', { name: /Default policy/ });
  if (await defaultBox.isChecked()) await defaultBox.uncheck();
  await dialog.getByLabel('Rule 1 When').selectOption({ label: 'Hours before the session' });
  await dialog.getByLabel('Rule 1 Comparison').selectOption({ label: 'is less than' });
  await dialog.getByLabel('Rule 1 Value').fill('6');
  await dialog.getByLabel('Rule 1 Then').selectOption({ label: 'Forfeit the session' });

  // The editor sends the spec's shape: `condition: { field, operator, value }`, no flat fields.
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/teacher/cancellation-policies')),
    dialog.getByRole('button', { name: 'Save policy' }).click(),
  ]);
  const [sent] = (request.postDataJSON() as { cancellationRules: Record<string, unknown>[] }).cancellationRules;
  expect(sent).toMatchObject({
    condition: { field: 'hours_before_session', operator: 'lt', value: 6 },
    action: 'forfeit',
  });
  expect(sent).not.toHaveProperty('conditionField');
  await expect(dialog).toBeHidden();
  const rules = page.getByRole('list', { name: `Rules of ${name}` });
  await expect(rules).toHaveText('Less than 6 hours before: forfeit');

  // Editing reads the answer's `condition` back into the fields.
  await page.getByRole('button', { name: `Edit policy ${name}` }).click();
  const editor = page.getByRole('dialog', { name: 'Edit policy' });
  await expect(editor.getByLabel('Rule 1 Value')).toHaveValue('6');
  await expect(editor.getByLabel('Rule 1 Comparison')).toHaveValue('lt');
  await editor.getByLabel('Rule 1 Value').fill('12');
  await editor.getByRole('button', { name: 'Save policy' }).click();
  await expect(editor).toBeHidden();
  await expect(rules).toHaveText('Less than 12 hours before: forfeit');

  // Put the demo data back.
  const listed = await page.request.get('/api/teacher/cancellation-policies?limit=100');
  const policy = ((await listed.json()) as { data: { id: string; name: string }[] }).data.find((p) => p.name === name);
  const origin = new URL(page.url()).origin;
  const removed = await page.request.delete(`/api/teacher/cancellation-policies/${policy!.id}`, {
    headers: { origin },
  });
  expect(removed.status()).toBe(204);
});
