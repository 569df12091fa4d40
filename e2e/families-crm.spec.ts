import { demoTeacherLogin } from './support/booking';
import { demoTeacherApi } from './support/demo-teacher';
import { expect, test } from './support/fixtures';

test('the teacher creates a family, adds two students and sees them on the family page and the roster ', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const familyName = `Rossi ${stamp}`;
  const children = [`Alba Rossi ${stamp}`, `Bruno Rossi ${stamp}`];

  await page.goto(demoTeacherLogin);
  const api = demoTeacherApi(page.request, page.url());
  for (const [index, name] of children.entries()) {
    const created = await api.post('/api/teacher/students', {
      name,
      email: `family-${stamp}-${index}@example.com`,
      sendWelcomeEmail: false,
    });
    expect(created.status()).toBe(201);
  }

  // Create the family: an empty form is refused inline, then the family page opens.
  await page.goto('/teacher/families');
  await expect(page.getByRole('heading', { level: 1, name: 'Families' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const create = page.getByRole('form', { name: 'Create a family' });
  await create.getByRole('button', { name: 'Create family' }).click();
  await expect(create.getByText('Give the family a name')).toBeVisible();
  await create.getByRole('textbox', { name: 'Family name' }).fill(familyName);
  await create.getByRole('textbox', { name: "Payer's name" }).fill(`Maria Rossi ${stamp}`);
  await create.getByRole('textbox', { name: "Payer's e-mail" }).fill(`maria-${stamp}@example.com`);
  await create.getByRole('button', { name: 'Create family' }).click();
  await expect(page).toHaveURL(/\/teacher\/families\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: `${familyName} family` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No members yet' })).toBeVisible();

  // Add both students: each appears among the members with their figures.
  const members = page.getByRole('list', { name: 'Family members' });
  const add = page.getByRole('form', { name: 'Add a member' });
  for (const name of children) {
    await add.getByLabel('Student').selectOption({ label: name });
    await add.getByRole('button', { name: 'Add member' }).click();
    await expect(members.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(members.getByRole('listitem')).toHaveCount(2);
  await expect(members).toContainText('Next lessons');
  await page.reload();
  await expect(page.getByRole('list', { name: 'Family members' }).getByRole('listitem')).toHaveCount(2);

  // The roster shows each student's family, linking to it.
  await page.goto(`/teacher/students?search=${stamp}`);
  const familyLinks = page.getByRole('link', { name: `Family: ${familyName}` });
  await expect(familyLinks).toHaveCount(2);
  await familyLinks.first().click();
  await expect(page.getByRole('heading', { level: 1, name: `${familyName} family` })).toBeVisible();

  // The families list finds the family by a member's name and shows both members.
  await page.goto(`/teacher/families?search=${encodeURIComponent(children[1]!)}`);
  const row = page.getByRole('table', { name: 'Families' }).getByRole('row').filter({ hasText: familyName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(children[0]!);
  await expect(row).toContainText(children[1]!);
});
