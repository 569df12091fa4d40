import { openTeacher, pickFreeTime, signInStudent } from './support/booking';
import {
  bookFirstFreeStart,
  demoServiceNamed,
  demoTeacherApi,
  studentIdBySearch,
  type DemoTeacherApi,
} from './support/demo-teacher';
import { expect, test } from './support/fixtures';

const trialService = 'Free trial lesson (30 min)';
const jitsiRoom = /https:\/\/meet\.jit\.si\/Lektio-[0-9a-f]{32}/;

async function setMeetingProvider(api: DemoTeacherApi, provider: 'jitsi' | 'none') {
  const trial = await demoServiceNamed(api, trialService);
  const changed = await api.patch(`/api/teacher/services/${trial.id}`, { meetingProvider: provider });
  expect(changed.status()).toBe(200);
  return trial.id;
}

test('a visitor books an online lesson of a Jitsi service: the room is in the e-mail and the portal ', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const visitor = { name: `Online Visitor ${stamp}`, email: `online.${stamp}@example.test` };
  const teacher = await openTeacher(browser, baseURL);
  const api = demoTeacherApi(teacher.page.request, baseURL!);
  const serviceId = await setMeetingProvider(api, 'jitsi');
  let lessonId: string | undefined;
  try {
    // The visitor requests the trial; the teacher confirms it.
    await page.goto('/demo');
    await page.locator('#services').getByRole('link', { name: trialService }).click();
    await page.getByRole('link', { name: 'Book a trial' }).first().click();
    await pickFreeTime(page);
    const form = page.getByRole('form', { name: 'Request a trial' });
    await form.getByRole('textbox', { name: 'Your name' }).fill(visitor.name);
    await form.getByRole('textbox', { name: 'E-mail' }).fill(visitor.email);
    await form
      .getByRole('checkbox', { name: 'I agree to the terms and to being contacted about this booking' })
      .check();
    await form.getByRole('button', { name: 'Request trial' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Request sent' })).toBeVisible();

    await teacher.page.goto('/teacher/sessions');
    const pending = teacher.page.getByRole('listitem', { name: `Trial of ${visitor.name}` });
    await pending.getByRole('button', { name: 'Confirm trial' }).click();
    await expect(pending).toBeHidden();

    // The confirmation e-mail carries the Jitsi room (the mailbox is where the sign-in goes through).
    const portal = await signInStudent(page, context, visitor.email);
    const confirmation = page.getByRole('article').filter({ hasText: 'confirmed your trial lesson' }).first();
    await expect(confirmation.frameLocator('iframe').getByText(jitsiRoom).first()).toBeVisible();

    // Days ahead, the Join button says when it opens.
    const card = portal.getByRole('list', { name: 'Upcoming sessions' }).getByRole('article').first();
    await expect(card.getByText('Opens 15 minutes before the start')).toBeVisible();

    // A lesson of the same service starting in 10 minutes: "Join meeting" opens the room.
    const studentId = await studentIdBySearch(api, visitor.email);
    // The join window is open from 15 minutes before the start to the end: the first free start in it
    // (the other project's run of this journey may hold a lesson of this 30-minute service nearby).
    const starts = [10, 14, 5, -5, -15, -25].map(
      (minutes) => new Date(Math.ceil((Date.now() + minutes * 60_000) / 60_000) * 60_000),
    );
    const booked = await bookFirstFreeStart(api, { serviceId, studentId }, starts);
    lessonId = ((await booked.json()) as { id: string }).id;
    await portal.reload();
    const join = portal.getByRole('link', { name: 'Join meeting' }).first();
    await expect(join).toHaveAttribute('href', jitsiRoom);
  } finally {
    // Frees the slot for the next run of this journey.
    if (lessonId) {
      await api.post(`/api/teacher/sessions/${lessonId}/cancel`, { reason: 'e2e' });
    }
    await setMeetingProvider(api, 'none');
    await teacher.context.close();
  }
});
