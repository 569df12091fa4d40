import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';

const demoTeacherLogin = '/api/auth/dev-login/00000000-0000-4000-8000-000000000001';

test('a teacher adds a tagged student, filters the roster, moves them on the board and reads the timeline', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const name = `E2E Student ${stamp}`;
  const tagName = `e2e-${stamp}`;

  await page.goto(demoTeacherLogin);
  // A signed-in write needs this site's Origin, which a browser adds and Playwright's request does not.
  const origin = new URL(page.url()).origin;
  const tag = await page.request.post('/api/teacher/tags', { data: { name: tagName }, headers: { origin } });
  expect(tag.status()).toBe(201);

  // Add the student with the tag; a bad zone is refused inline first.
  await page.goto('/teacher/students');
  await page.getByRole('link', { name: 'Add student' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add student' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(`e2e-${stamp}@example.com`);
  await page.getByRole('textbox', { name: 'Time zone' }).fill('Mars/Olympus');
  await page.getByRole('button', { name: 'Add student' }).click();
  await expect(page.getByText('Invalid IANA timezone')).toBeVisible();
  await page.getByRole('textbox', { name: 'Time zone' }).fill('Europe/Paris');
  await page.getByText(tagName, { exact: true }).click();
  await page.getByLabel('Send a welcome e-mail with a sign-in link').uncheck();
  await page.getByRole('button', { name: 'Add student' }).click();
  await expect(page).toHaveURL(/\/teacher\/students\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Filter the roster by the tag and by search: only this student.
  await page.goto('/teacher/students');
  await page.getByLabel('Tag', { exact: true }).selectOption({ label: tagName });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/tagId=/);
  const rows = page.getByRole('table', { name: 'Students' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(name);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page).not.toHaveURL(/tagId=/);
  await page.getByRole('searchbox', { name: 'Search' }).fill(name.toUpperCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/search=/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(name);

  // Move the student from active to inactive on the board.
  await page.goto('/teacher/students/board');
  const active = page.getByRole('list', { name: 'Active students', exact: true });
  const inactive = page.getByRole('list', { name: 'Inactive students', exact: true });
  await expect(active).toContainText(name);
  await page.getByRole('button', { name: `Move ${name} to…` }).click();
  await page.getByRole('menuitem', { name: 'Inactive', exact: true }).click();
  await expect(inactive).toContainText(name);
  await expect(active).not.toContainText(name);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Inactive students', exact: true })).toContainText(name);

  // The profile's timeline holds the first contact and the status change.
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText('First contact');
  const contact = page.getByRole('form', { name: 'Add contact' });
  await contact.getByRole('textbox', { name: 'Note' }).fill('Called about the next course');
  await contact.getByRole('button', { name: 'Record contact' }).click();
  await expect(timeline).toContainText('Called about the next course');
});

test('the teacher exports the roster as CSV with progress', async ({ page }) => {
  await page.goto(demoTeacherLogin);
  await page.goto('/teacher/students');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^students-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(await readFile(await file.path(), 'utf8')).toContain('sophie.laurent@example.com');
});
