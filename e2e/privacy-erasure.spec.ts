import { openTeacher } from './support/booking';
import { expect, test } from './support/fixtures';
import { bookPastLesson, completeByApi, signInStudentByMail } from './support/reviews';

/**
 * Issue 18: a student (a real sign-in: impersonation cannot ask for erasure) requests erasure in the
 * portal, the teacher approves it on the privacy page, and the student's name is gone from the
 * roster, the session and the review, while the review's rating and text stay.
 */
test('a student requests erasure, the teacher approves it, the name is gone and the rating stays', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const origin = new URL(baseURL!).origin;
  const phrase = `Lively lessons, privacy run ${stamp}`;
  const teacher = await openTeacher(browser, baseURL);

  // A fresh student with a completed lesson, and their review of it (through the student's own API).
  const lesson = await bookPastLesson(teacher.page, origin, stamp);
  await completeByApi(teacher.page, origin, lesson.sessionId);
  const portal = await signInStudentByMail(page, context, lesson.student.email);
  const reviewed = await portal.request.post(`/api/student/sessions/${lesson.sessionId}/review`, {
    headers: { origin },
    data: { rating: 4, content: phrase },
  });
  expect(reviewed.status()).toBe(201);

  // The student sees what is held about them and asks for erasure.
  await portal.goto('/portal/privacy');
  await expect(portal.getByRole('heading', { level: 1, name: 'My data' })).toBeVisible();
  await expect(portal.getByRole('main').getByText('Reviews', { exact: true })).toBeVisible();
  await portal.getByRole('button', { name: 'Request erasure' }).click();
  const ask = portal.getByRole('alertdialog', { name: 'Erase all your data?' });
  await ask.getByRole('button', { name: 'Request erasure' }).click();
  await expect(ask).toBeHidden();
  await expect(portal.getByText('Waiting for your teacher')).toBeVisible();
  await expect(portal.getByRole('button', { name: 'Request erasure' })).toBeDisabled();

  // The teacher approves it on the privacy page.
  await teacher.page.goto('/teacher/privacy');
  const row = teacher.page.getByRole('row').filter({ hasText: lesson.student.name });
  await expect(row.getByText('Pending')).toBeVisible();
  await row.getByRole('button', { name: `Approve the erasure request of ${lesson.student.name}` }).click();
  const confirm = teacher.page.getByRole('alertdialog', { name: `Erase ${lesson.student.name}'s data?` });
  await confirm.getByRole('button', { name: 'Erase data' }).click();
  await expect(confirm).toBeHidden();
  await expect(teacher.page.getByText(`${lesson.student.name}'s data was erased.`)).toBeVisible();
  await expect(teacher.page.getByRole('row').filter({ hasText: lesson.student.name })).toHaveCount(0);

  // The roster: not found by name nor by address.
  await teacher.page.goto(`/teacher/students?search=${encodeURIComponent(lesson.student.name)}`);
  await expect(teacher.page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
  await expect(teacher.page.getByText(lesson.student.name)).toHaveCount(0);
  const roster = await teacher.page.request.get(
    `/api/teacher/students?search=${encodeURIComponent(lesson.student.email)}`,
  );
  expect(((await roster.json()) as { total: number }).total).toBe(0);

  // The session stays, shown as a deleted student.
  await teacher.page.goto(`/teacher/sessions/${lesson.sessionId}`);
  await expect(teacher.page.getByText('Deleted student').first()).toBeVisible();
  await expect(teacher.page.getByText(lesson.student.name)).toHaveCount(0);

  // The review keeps its rating and text, without the name.
  await teacher.page.goto('/teacher/reviews');
  const review = teacher.page.getByRole('row').filter({ hasText: phrase });
  await expect(review).toBeVisible();
  await expect(review.getByText('Anonymous')).toBeVisible();
  await expect(review.getByText(lesson.student.name)).toHaveCount(0);
  await expect(review.getByRole('img', { name: /4 (out of 5 )?stars?/i })).toBeVisible();

  // The erased student's sign-in no longer works: the portal sends them to sign in.
  await portal.goto('/portal');
  await expect(portal).toHaveURL(/\/sign-in\/student/);
  await teacher.context.close();
});
