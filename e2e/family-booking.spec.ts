import { openTeacher, pickFreeTime } from './support/booking';
import { expect, test } from './support/fixtures';

// Issue 34, part 3 (decision 0128): a parent books and pays for two children from the public pages.
test.use({ timezoneId: 'America/New_York' });

test('a parent books a trial for one child and pays a package for another; the teacher sees both @phone', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const parent = { name: `Pat Parent${stamp}`, email: `parent.${stamp}@example.test` };
  const firstChild = `Lily Parent${stamp}`;
  const secondChild = `Max Parent${stamp}`;

  // 1. The free trial, for the first child.
  await page.goto('/demo/book/trial-lesson');
  await pickFreeTime(page);
  const trialForm = page.getByRole('form', { name: 'Request a trial' });
  await trialForm.getByRole('textbox', { name: 'Your name' }).fill(parent.name);
  await trialForm.getByRole('textbox', { name: 'E-mail', exact: true }).fill(parent.email);
  await trialForm.getByRole('checkbox', { name: 'I am booking for someone else' }).check();
  const learner = trialForm.getByRole('group', { name: 'Who the lessons are for' });
  await expect(learner.getByRole('checkbox', { name: 'The learner is a minor' })).toBeChecked();
  // Inline validation: the learner needs a name.
  await trialForm
    .getByRole('checkbox', { name: 'I agree to the terms and to being contacted about this booking' })
    .check();
  await trialForm.getByRole('button', { name: 'Request trial' }).click();
  await expect(learner.getByText("Enter the learner's name")).toBeVisible();
  await learner.getByRole('textbox', { name: "Learner's name" }).fill(firstChild);
  await trialForm.getByRole('button', { name: 'Request trial' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Request sent' })).toBeVisible();

  // 2. The 10-lesson package, for the second child, paid by the parent at once.
  await page.goto('/demo/services/ten-lesson-package');
  const panel = page.getByRole('region', { name: 'Enroll' });
  await panel.getByRole('textbox', { name: 'Your name' }).fill(parent.name);
  await panel.getByRole('textbox', { name: 'E-mail address' }).fill(parent.email);
  await panel.getByRole('checkbox', { name: 'I am booking for someone else' }).check();
  await panel.getByRole('textbox', { name: "Learner's name" }).fill(secondChild);
  await panel.getByRole('checkbox', { name: /accept the Terms of service/ }).check();
  await panel.getByRole('button', { name: 'Enroll and pay' }).click();
  // The simulated processor's checkout: the receipt goes to the parent.
  await expect(page.getByText(`Receipt to ${parent.email}`)).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/demo\/services\/ten-lesson-package\?enrollment=[0-9a-f-]{36}&checkout=success$/);

  // 3. The teacher's roster: both children, the paid one active once the webhook has arrived.
  const teacher = await openTeacher(browser, baseURL);
  await expect(async () => {
    await teacher.page.goto(`/teacher/students?search=${encodeURIComponent(`Parent${stamp}`)}`);
    await expect(teacher.page.getByRole('row').filter({ hasText: secondChild })).toContainText('Active', {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(teacher.page.getByRole('row').filter({ hasText: firstChild })).toBeVisible();
  // The parent is the payer, not a student of the teacher.
  await expect(teacher.page.getByRole('row').filter({ hasText: parent.email })).toHaveCount(0);

  // 4. Both children are in the parent's family, whose page shows them and the package's payment.
  const familyName = `Parent${stamp} family`;
  const familyLink = (child: string) =>
    teacher.page
      .getByRole('row')
      .filter({ hasText: child })
      .getByRole('link', { name: `Family: ${familyName} (minor)` });
  await expect(familyLink(firstChild)).toBeVisible();
  await familyLink(secondChild).click();
  await expect(teacher.page.getByRole('heading', { level: 1, name: familyName })).toBeVisible();
  const members = teacher.page.getByRole('list', { name: 'Family members' });
  await expect(members.getByRole('link', { name: firstChild })).toBeVisible();
  await expect(members.getByRole('link', { name: secondChild })).toBeVisible();
  await expect(teacher.page.getByRole('table', { name: "The family's payments" })).toContainText(secondChild);
  await teacher.context.close();
});
