import { signInStudent } from './support/booking';
import { expect, test } from './support/fixtures';

// The DELE group course has three seats and three active enrollments (prisma/seed/scenario.ts): full.
const course = 'DELE B2 preparation (small group)';
// Students of the demo teacher who are not in the course; one per project, so the runs never meet.
const students: Record<string, string> = {
  desktop: 'aisha.khan@example.com',
  phone: 'lukas.becker@example.com',
};

test('a student joins the waitlist of a full course, sees the place in the portal and leaves @phone', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const email = students[test.info().project.name] ?? students.desktop!;
  const portal = await signInStudent(page, context, email);

  await portal.goto('/demo/services/dele-b2-course');
  const full = portal.getByRole('region', { name: `${course} is full` });
  await expect(full).toContainText(
    'Join the waitlist: when a place opens, the first student in line gets it by e-mail.',
  );
  await full.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(full.getByRole('status')).toContainText(
    /You are on the waitlist, \d+(st|nd|rd|th) in line\. We e-mail you when a place opens\./,
  );

  await full.getByRole('link', { name: 'Your waitlist places' }).click();
  await expect(portal).toHaveURL(/\/portal\/waitlist$/);
  await expect(portal.getByRole('heading', { level: 1, name: 'Waitlist' })).toBeVisible();
  const place = portal
    .getByRole('list', { name: 'Your waitlist places' })
    .getByRole('listitem')
    .filter({
      has: portal.getByRole('link', { name: course }),
    });
  await expect(place).toContainText(/\d+(st|nd|rd|th) in line · joined/);

  await place.getByRole('button', { name: `Leave the waitlist of ${course}` }).click();
  const confirm = portal.getByRole('alertdialog', { name: `Leave the waitlist of ${course}?` });
  await expect(confirm).toContainText('You lose your position.');
  await confirm.getByRole('button', { name: 'Leave waitlist' }).click();
  await expect(portal.getByText(`You left the waitlist of ${course}.`)).toBeVisible();
  await expect(portal.getByRole('heading', { name: 'You are not on any waitlist' })).toBeVisible();

  // Back on the course page the waitlist is open to join again.
  await portal.goto('/demo/services/dele-b2-course');
  await expect(full.getByRole('button', { name: 'Join the waitlist' })).toBeVisible();
});
