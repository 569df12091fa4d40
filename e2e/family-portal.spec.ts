import { openTeacher, pickFreeTime, signInStudent } from './support/booking';
import { expect, test } from './support/fixtures';

/**
 * Issue 34, the payer's portal: the teacher sets up a family with two children (teacher API) and books
 * a lesson for the second; the payer signs in once through the development mailbox with their own
 * e-mail, switches between the children, sees both on the family page and reschedules the lesson.
 */
test('a payer signs in once, switches between two children and reschedules one child’s lesson @phone', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const children = [`Ada Payerkid ${stamp}`, `Ben Payerkid ${stamp}`] as const;
  const payerEmail = `payer-${stamp}@example.com`;

  // The teacher's side, through the API: two students, the family with its payer, one lesson for Ben.
  const teacher = await openTeacher(browser, baseURL);
  const headers = { origin: new URL(baseURL!).origin };
  const ids: string[] = [];
  for (const [index, name] of children.entries()) {
    const created = await teacher.page.request.post('/api/teacher/students', {
      headers,
      data: { name, email: `payerkid-${stamp}-${index}@example.com`, sendWelcomeEmail: false },
    });
    expect(created.status()).toBe(201);
    ids.push((await created.json()).id);
  }
  const family = await teacher.page.request.post('/api/teacher/families', {
    headers,
    data: { name: `Payerkid ${stamp}`, payer: { name: `Pat Payerkid ${stamp}`, email: payerEmail } },
  });
  expect(family.status()).toBe(201);
  const familyId = (await family.json()).id;
  for (const studentId of ids) {
    const added = await teacher.page.request.post(`/api/teacher/families/${familyId}/members`, {
      headers,
      data: { studentId },
    });
    expect(added.ok()).toBe(true);
  }
  const services = await (await teacher.page.request.get('/api/teacher/services?status=active')).json();
  const service =
    services.data.find((each: { structure: string; groupType?: string }) => each.structure === 'single') ??
    services.data[0];
  const book = (attempt: number) => {
    const start = new Date(Date.now() + (40 + ((Number(stamp.slice(-6)) + attempt * 37) % 200)) * 24 * 3600_000);
    start.setUTCHours(6 + (attempt % 3), 15 * (attempt % 4), 0, 0);
    return teacher.page.request.post('/api/teacher/sessions', {
      headers,
      data: { serviceId: service.id, studentId: ids[1], startUtc: start.toISOString() },
    });
  };
  let booked = await book(0);
  for (let attempt = 1; booked.status() === 409 && attempt < 10; attempt += 1) booked = await book(attempt);
  expect(booked.status()).toBe(201);
  const lessonId = (await booked.json()).id as string;
  await teacher.context.close();

  // The payer signs in once with their own e-mail: the portal acts for the first child by name.
  const portal = await signInStudent(page, context, payerEmail);
  const switcher = portal.getByRole('combobox', { name: 'Acting for family member' });
  await expect(switcher).toBeVisible();
  await expect(switcher.locator('option:checked')).toHaveText(children[0]);
  const lessons = portal.getByRole('list', { name: 'Upcoming sessions' });
  await expect(portal.locator(`a[href="/portal/sessions/${lessonId}"]`)).toHaveCount(0);

  // Switch to Ben: his lesson is there; back to Ada and to Ben again.
  await switcher.selectOption({ label: children[1] });
  await expect(portal.locator(`a[href="/portal/sessions/${lessonId}"]`).first()).toBeVisible();
  await switcher.selectOption({ label: children[0] });
  await expect(switcher.locator('option:checked')).toHaveText(children[0]);
  await expect(portal.locator(`a[href="/portal/sessions/${lessonId}"]`)).toHaveCount(0);
  await switcher.selectOption({ label: children[1] });
  await expect(switcher.locator('option:checked')).toHaveText(children[1]);

  // The family overview: both children on one page.
  await portal.goto('/portal/family');
  const members = portal.getByRole('list', { name: 'Family members' });
  for (const name of children) await expect(members.getByRole('heading', { name })).toBeVisible();
  await expect(portal.getByRole('list', { name: `Next lessons of ${children[1]}` }).getByRole('listitem')).toHaveCount(
    1,
  );

  // Reschedule Ben's lesson from his sessions.
  await portal.goto('/portal');
  const card = lessons.getByRole('article').filter({ has: portal.locator(`a[href="/portal/sessions/${lessonId}"]`) });
  await card.getByRole('button', { name: 'Reschedule' }).click();
  const dialog = portal.getByRole('dialog', { name: 'Reschedule session' });
  await pickFreeTime(dialog, 3);
  await dialog.getByRole('button', { name: 'Confirm new time' }).click();
  const moved = portal.getByRole('dialog', { name: 'Session rescheduled' });
  await expect(moved).toBeVisible();
  await moved.getByRole('button', { name: 'Done' }).click();
  await expect(card).toContainText('Rescheduled 1 time');
});
