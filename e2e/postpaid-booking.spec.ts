import { openTeacher, pickFreeTime, signInStudent } from './support/booking';
import { expect, test } from './support/fixtures';

const student = { email: 'sophie.laurent@example.com' };

/**
 * Issue 35 (decisions 0132, 0133): the teacher makes a post-paid lesson; a signed-in student books it
 * by its time with no checkout and lands on the confirmed lesson; the teacher's list says post-paid.
 */
test('a signed-in student books a post-paid lesson without checkout ', async ({
  page,
  context,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now().toString(36)}${testInfo.project.name}`;
  const name = `Post-paid lesson ${stamp}`;
  const { context: teacherContext, page: teacher } = await openTeacher(browser, baseURL);
  const origin = new URL(teacher.url()).origin;

  // A post-paid one-to-one lesson of €40, published.
  const created = await teacher.request.post('/api/teacher/services', {
    data: { name, billing: 'postpaid', priceAmount: 4000, currency: 'EUR', durationMinutes: 60 },
    headers: { origin },
  });
  expect(created.status()).toBe(201);
  const service = (await created.json()) as { id: string; slug: string; billing: string };
  expect(service.billing).toBe('postpaid');
  expect((await teacher.request.post(`/api/teacher/services/${service.id}/publish`, { headers: { origin } })).ok()).toBe(
    true,
  );

  // The editor shows its billing; the list says it is paid after the lesson.
  await teacher.goto(`/teacher/services/${service.id}`);
  await expect(teacher.getByLabel('Billing')).toHaveValue('postpaid');
  await teacher.goto('/teacher/services');
  await expect(teacher.getByRole('row').filter({ hasText: name })).toContainText('per lesson, post-paid');
  await teacherContext.close();

  // The student books it by its time: nothing to pay now, straight to the confirmed lesson.
  const portal = await signInStudent(page, context, student.email);
  await portal.goto(`/demo/book/${service.slug}`);
  await pickFreeTime(portal, testInfo.project.name === 'phone' ? 5 : 6);
  const form = portal.getByRole('form', { name: 'Hold this time' });
  await expect(form).toContainText('Nothing to pay now');
  await expect(form.getByRole('textbox', { name: /Discount code/ })).toHaveCount(0);
  const consent = form.getByRole('checkbox', { name: 'I agree to the terms and to being contacted about this booking' });
  if (await consent.count()) await consent.check();
  await form.getByRole('button', { name: 'Book this lesson' }).click();
  await expect(portal).toHaveURL(/\/demo\/booked\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await expect(portal.getByRole('heading', { level: 1, name: 'Your lesson is booked' })).toBeVisible();
});
