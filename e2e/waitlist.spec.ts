import type { Page } from '@playwright/test';
import { openTeacher, signInStudent } from './support/booking';
import { expect, test } from './support/fixtures';

// The DELE group course has three seats and three active enrollments (prisma/seed/scenario.ts): full.
const course = 'DELE B2 preparation (small group)';
// Students of the demo teacher who are not in the course; one per project, so the runs never meet.
const students: Record<string, { email: string; name: string }> = {
  desktop: { email: 'aisha.khan@example.com', name: 'Aisha Khan' },
  phone: { email: 'lukas.becker@example.com', name: 'Lukas Becker' },
};
// Seeded waiting for the course since two days ago (prisma/seed/engagement.ts).
const seededWaiting = 'Chloé Martin';

/** The course's roster page as the teacher sees it, found by the course's id. */
async function openCourseRoster(teacher: Page): Promise<{ id: string }> {
  const services = (await (await teacher.request.get('/api/teacher/services?limit=100')).json()) as {
    data: Array<{ id: string; name: string }>;
  };
  const found = services.data.find((service) => service.name === course);
  expect(found, `the demo teacher has "${course}"`).toBeDefined();
  await teacher.goto(`/teacher/services/${found!.id}/roster`);
  await expect(teacher.getByRole('heading', { level: 1, name: 'Roster' })).toBeVisible();
  return { id: found!.id };
}

test('a student joins the waitlist of a full course, sees the place in the portal and leaves ', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const student = students[test.info().project.name] ?? students.desktop!;
  const portal = await signInStudent(page, context, student.email);

  await portal.goto('/demo/services/dele-b2-course');
  const full = portal.getByRole('region', { name: `${course} is full` });
  await expect(full).toContainText(
    'Join the waitlist: when a place opens, the first student in line gets it by e-mail.',
  );
  await full.getByRole('button', { name: 'Join the waitlist' }).click();
  const told = full.getByRole('status');
  await expect(told).toContainText(
    /You are on the waitlist, \d+(st|nd|rd|th) in line\. We e-mail you when a place opens\./,
  );
  const position = /(\d+(?:st|nd|rd|th)) in line/.exec((await told.textContent()) ?? '')![1]!;

  // The teacher sees the student on the course's roster, at the position the student was told.
  const teacher = await openTeacher(browser, baseURL);
  try {
    await openCourseRoster(teacher.page);
    const waitlist = teacher.page.getByRole('region', { name: 'Waitlist' });
    await expect(waitlist).toContainText('All 3 places are taken.');
    const row = waitlist.getByRole('row').filter({ hasText: student.name });
    await expect(row.getByRole('cell').first()).toHaveText(position);
    await expect(row).toContainText('Waiting');
    // Every place is taken: nothing to offer yet (the note above says how to make room).
    await expect(row.getByRole('button', { name: `Offer a place to ${student.name}` })).toBeDisabled();

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

    // Back on the course page the waitlist is open to join again; the teacher's list no longer has them.
    await portal.goto('/demo/services/dele-b2-course');
    await expect(full.getByRole('button', { name: 'Join the waitlist' })).toBeVisible();
    await teacher.page.reload();
    await expect(teacher.page.getByRole('region', { name: 'Waitlist' })).not.toContainText(student.name);
  } finally {
    await teacher.context.close();
  }
});

test('the teacher offers a place to a student in line once one is free', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const origin = new URL(baseURL!).origin;
  const teacher = await openTeacher(browser, baseURL);
  const { id } = await openCourseRoster(teacher.page);
  const setCapacity = async (capacity: number) => {
    const response = await teacher.page.request.patch(`/api/teacher/services/${id}`, {
      data: { capacity },
      headers: { origin },
    });
    expect(response.status()).toBe(200);
  };
  try {
    const waitlist = teacher.page.getByRole('region', { name: 'Waitlist' });
    const row = waitlist.getByRole('row').filter({ hasText: seededWaiting });
    const offer = row.getByRole('button', { name: `Offer a place to ${seededWaiting}` });
    await expect(row).toContainText('Waiting');
    await expect(offer).toBeDisabled();

    // The teacher makes room for one more student: now a place can be offered.
    await setCapacity(4);
    await teacher.page.reload();
    await expect(waitlist).toContainText('1 place free: offer a place to a student in line.');
    await offer.click();
    const confirm = teacher.page.getByRole('alertdialog', { name: `Offer a place to ${seededWaiting}?` });
    await expect(confirm).toContainText(`gets an e-mail that a place opened in ${course}`);
    await confirm.getByRole('button', { name: 'Offer the place' }).click();
    await expect(teacher.page.getByText(`${seededWaiting} was offered a place.`)).toBeVisible();
    await expect(row).toContainText('Offered');
    await expect(offer).toHaveCount(0);

    // The student got the offer by e-mail.
    await page.goto('/dev/mailbox?to=chloe.martin%40example.com');
    await expect(page.getByRole('article', { name: `A place opened in ${course}` })).toBeVisible();
  } finally {
    await setCapacity(3);
    await teacher.context.close();
  }
});
