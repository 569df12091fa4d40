import { openTeacher } from './support/booking';
import { expect, test } from './support/fixtures';
import { signInStudentByMail } from './support/reviews';

/**
 * Issue 16 item 2 (docs/decisions/0042-legal-documents-and-contracts.md): the teacher writes a
 * contract, publishes it, sends it to a student, publishes a new version; viewing the portal as the
 * student shows it to sign (signing is off while impersonating); the student, signed in by magic
 * link, signs the new version; the teacher sees it signed. The contract does not require acceptance
 * at enrollment, so the demo's other journeys are not affected.
 */
test('a teacher publishes a new contract version, the student signs it in the portal, the teacher sees it signed', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const title = `Lesson contract ${stamp}`;
  const student = { name: `Contract Student ${stamp}`, email: `contract-${stamp}@example.com` };
  const origin = new URL(baseURL!).origin;
  const { page: teacher } = await openTeacher(browser, baseURL);

  const created = await teacher.request.post('/api/teacher/students', {
    headers: { origin },
    data: { ...student, timezone: 'Europe/Madrid', sendWelcomeEmail: false },
  });
  expect(created.status()).toBe(201);
  const { id: studentId } = (await created.json()) as { id: string };

  // A new contract, written in Markdown and published as version 1.
  await teacher.goto('/teacher/settings/legal-documents');
  await teacher.getByRole('button', { name: 'New document' }).click();
  const dialog = teacher.getByRole('dialog', { name: 'New legal document' });
  await dialog.getByLabel('Type').selectOption('contract');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('checkbox', { name: 'Every student accepts it when enrolling' }).click();
  await dialog.getByRole('button', { name: 'Create draft' }).click();
  await expect(teacher).toHaveURL(/\/teacher\/settings\/legal-documents\/[0-9a-f-]{36}$/);
  await expect(teacher.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const body = teacher.getByLabel('Text (Markdown)');
  await body.fill('# Lessons\n\nPay **before** each lesson.\n\n<script>alert(1)</script>');
  const preview = teacher.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Lessons' })).toBeVisible();
  await expect(preview.locator('script')).toHaveCount(0);
  await teacher.getByRole('button', { name: 'Publish' }).click();
  await teacher
    .getByRole('alertdialog', { name: 'Publish version 1?' })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expect(teacher.getByText('Published as version 1.')).toBeVisible();

  // Sent to the student from the contracts page.
  await teacher.goto('/teacher/settings/contracts');
  await teacher.getByRole('button', { name: 'Send to sign' }).click();
  const send = teacher.getByRole('dialog', { name: 'Send a document to sign' });
  await send.getByLabel('Document').selectOption({ label: `${title} (version 1)` });
  await send.getByLabel('Search students').fill(student.name);
  await send.getByRole('checkbox', { name: student.name }).click();
  await send.getByRole('button', { name: 'Send' }).click();
  await expect(teacher.getByText('Sent to 1 student.')).toBeVisible();
  const row = teacher.getByRole('list', { name: 'Contracts' }).getByRole('listitem').filter({ hasText: student.name });
  await expect(row.filter({ hasText: title })).toContainText('To sign');

  // A new version: the student will be asked for version 2.
  const documentPage = `/teacher/settings/legal-documents`;
  await teacher.goto(documentPage);
  await teacher.getByRole('link', { name: title }).click();
  await teacher.getByLabel('Text (Markdown)').fill(`# Lessons\n\nPay before each lesson. Version two ${stamp}.`);
  await teacher.getByRole('button', { name: 'Publish' }).click();
  await teacher
    .getByRole('alertdialog', { name: 'Publish version 2?' })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expect(teacher.getByText('Published as version 2.')).toBeVisible();
  await expect(teacher.getByRole('list', { name: 'Versions' }).getByRole('listitem')).toHaveCount(2);

  // Viewing the portal as the student: the contract is there to sign, but signing is off.
  await teacher.goto(`/teacher/students/${studentId}`);
  await teacher.getByRole('button', { name: `View portal as ${student.name}` }).click();
  await expect(teacher).toHaveURL(/\/portal$/);
  await teacher.getByRole('navigation', { name: 'Student portal' }).getByRole('link', { name: 'Contracts' }).click();
  await expect(teacher.getByRole('heading', { level: 3, name: title })).toBeVisible();
  const asStudent = teacher.getByRole('listitem').filter({ has: teacher.getByRole('heading', { name: title }) });
  await expect(asStudent).toContainText('Version 2');
  await expect(asStudent.getByRole('button', { name: 'I have read and sign' })).toBeDisabled();
  await teacher
    .getByRole('region', { name: 'Impersonation' })
    .getByRole('button', { name: 'Stop impersonating' })
    .click();
  await expect(teacher).toHaveURL(/\/teacher\/students/);

  // The student signs in by magic link and signs version 2.
  const portal = await signInStudentByMail(page, context, student.email);
  await portal.goto('/portal/contracts');
  const toSign = portal.getByRole('listitem').filter({ has: portal.getByRole('heading', { name: title }) });
  await expect(toSign).toContainText('Version 2');
  await expect(toSign).toContainText(`Version two ${stamp}.`);
  await toSign.getByRole('button', { name: 'I have read and sign' }).click();
  await portal
    .getByRole('alertdialog', { name: `Sign "${title}"?` })
    .getByRole('button', { name: 'Sign' })
    .click();
  await expect(portal.getByText(`You signed "${title}".`)).toBeVisible();
  const signedSection = portal.getByRole('region', { name: 'Signed and past' });
  await expect(signedSection.getByRole('listitem').filter({ hasText: title })).toContainText('you signed version 2');

  // The teacher sees it signed, on the overview and on the student's profile.
  await teacher.goto('/teacher/settings/contracts?state=signed');
  await expect(
    teacher.getByRole('list', { name: 'Contracts' }).getByRole('listitem').filter({ hasText: student.name }),
  ).toContainText('Signed');
  await teacher.goto(`/teacher/students/${studentId}`);
  await expect(
    teacher.getByRole('list', { name: 'Legal documents' }).getByRole('listitem').filter({ hasText: title }),
  ).toContainText('Signed');

  // Leave the demo as it was: the contract is archived.
  await teacher.goto(documentPage);
  await teacher.getByRole('link', { name: title }).click();
  await teacher.getByRole('button', { name: 'Archive' }).click();
  await teacher
    .getByRole('alertdialog', { name: 'Archive this document?' })
    .getByRole('button', { name: 'Archive' })
    .click();
  await expect(teacher.getByText('Archived.')).toBeVisible();
});
