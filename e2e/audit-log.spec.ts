import { expect, test } from './support/fixtures';

const demoTeacherLogin = '/api/auth/dev-login/00000000-0000-4000-8000-000000000001';

test('a teacher edits a student, finds the entry with its diff in the audit log, and reads the student history', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  await page.goto(demoTeacherLogin);
  // A signed-in write needs this site's Origin, which a browser adds and Playwright's request does not.
  const origin = new URL(page.url()).origin;

  const created = await page.request.post('/api/teacher/students', {
    data: { name: `Audit Student ${stamp}`, email: `audit-${stamp}@example.com`, level: 'A1', sendWelcomeEmail: false },
    headers: { origin },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const updated = await page.request.patch(`/api/teacher/students/${id}`, {
    data: { level: 'B1', notes: 'Prefers evening lessons' },
    headers: { origin },
  });
  expect(updated.status()).toBe(200);

  // Filter the log by record type: the update is there, with its field-level diff.
  await page.goto('/teacher/audit-log');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page.getByTestId('activity-summary')).toBeVisible();
  await page.getByLabel('Record', { exact: true }).selectOption({ label: 'Student' });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/entityType=student/);
  const row = page
    .getByRole('table', { name: 'Audit log' })
    .locator('tbody tr')
    .filter({ hasText: 'Student changed' })
    .filter({ hasText: `#${id.slice(0, 8)}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('You');
  // Words, not the raw key.
  await expect(row).not.toContainText('student.update');
  await row.getByText('2 fields changed').click();
  await expect(row.getByText('A1', { exact: true })).toBeVisible();
  await expect(row.getByText('B1', { exact: true })).toBeVisible();
  // The note is personal data: the log keeps that it changed, not what it says.
  await expect(row.getByText('[redacted]')).toBeVisible();
  await expect(row).not.toContainText('Prefers evening lessons');

  // The student's whole history, oldest first.
  await row.getByRole('link', { name: /^Student history #/ }).click();
  await expect(page).toHaveURL(new RegExp(`/teacher/audit-log/history\\?entityType=student&entityId=${id}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Student history' })).toBeVisible();
  const timeline = page.getByRole('list', { name: 'History, oldest first' });
  await expect(timeline.getByRole('heading', { level: 3 })).toHaveText(['Student added', 'Student changed']);
});
