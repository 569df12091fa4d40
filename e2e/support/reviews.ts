import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Helpers of the reviews journeys (issue 15): a fresh student with a lesson that took place. */

const minute = 60 * 1000;
const day = 24 * 60 * minute;

export type ReviewableSession = {
  student: { id: string; name: string; email: string };
  service: { id: string; name: string };
  sessionId: string;
};

/**
 * As the demo teacher (`teacher` signed in), adds a student of their own (a fresh name and address,
 * so that no journey depends on another's leftovers) and books them a lesson in the past: 3-30 days
 * ago in the Madrid night, away from the demo's lessons (09:00-18:00) and the other journeys'
 * (picked by `stamp`, moved on when a run before this one on the same server took the time). The
 * session is still `scheduled`: complete it on its page or with `completeByApi`.
 */
export async function bookPastLesson(teacher: Page, origin: string, stamp: number): Promise<ReviewableSession> {
  const headers = { origin };
  const student = { name: `Review Student ${stamp}`, email: `review-${stamp}@example.com` };
  const created = await teacher.request.post('/api/teacher/students', {
    headers,
    data: { ...student, timezone: 'Europe/Madrid', sendWelcomeEmail: false },
  });
  expect(created.status()).toBe(201);
  const { id: studentId } = (await created.json()) as { id: string };

  const services = (await (await teacher.request.get('/api/teacher/services?status=active')).json()) as {
    data: { id: string; name: string; structure: string }[];
  };
  const service = services.data.find((each) => each.structure === 'single') ?? services.data[0];
  expect(service).toBeDefined();

  const start = new Date(Date.now() - (3 + (stamp % 28)) * day);
  start.setUTCHours(1 + (stamp % 3), 15 * (stamp % 4), 0, 0);
  let booked = await teacher.request.post('/api/teacher/sessions', {
    headers,
    data: { serviceId: service!.id, studentId, startUtc: start.toISOString() },
  });
  for (let moves = 1; booked.status() === 409 && moves <= 6; moves++) {
    booked = await teacher.request.post('/api/teacher/sessions', {
      headers,
      data: {
        serviceId: service!.id,
        studentId,
        startUtc: new Date(start.getTime() + moves * 125 * minute).toISOString(),
      },
    });
  }
  expect(booked.status()).toBe(201);
  const { id: sessionId } = (await booked.json()) as { id: string };
  return { student: { id: studentId, ...student }, service: { id: service!.id, name: service!.name }, sessionId };
}

/** Marks the session completed by the API (the page's "Complete session" is the main journey's). */
export async function completeByApi(teacher: Page, origin: string, sessionId: string) {
  const completed = await teacher.request.post(`/api/teacher/sessions/${sessionId}/complete`, { headers: { origin } });
  expect(completed.status()).toBe(200);
}

/**
 * Signs a student of the demo teacher in through the development mailbox, taking the sign-in e-mail
 * by its subject (a booking notice may be newer); returns the portal tab the e-mail link opened.
 */
export async function signInStudentByMail(page: Page, context: BrowserContext, email: string): Promise<Page> {
  await page.goto('/sign-in/student?teacher=demo');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await page.getByRole('link', { name: 'Open the development mailbox' }).click();
  const emailLink = page
    .getByRole('article', { name: /sign-in link/i })
    .first()
    .frameLocator('iframe')
    .getByRole('link', { name: 'Sign in to your portal' });
  const [portal] = await Promise.all([context.waitForEvent('page'), emailLink.click()]);
  await portal.getByRole('button', { name: 'Sign in to your portal' }).click();
  await expect(portal).toHaveURL(/\/portal$/);
  return portal;
}

/** The count on the dashboard's "Reviews without your response" action, 0 when the action is absent. */
export async function unansweredReviewsOnDashboard(teacher: Page): Promise<number> {
  await teacher.goto('/teacher');
  const actions = teacher.getByRole('heading', { level: 2, name: 'To do', exact: true });
  await expect(actions).toBeVisible();
  const action = teacher.getByRole('link', { name: /Reviews without your response/ });
  if ((await action.count()) === 0) return 0;
  return Number((await action.locator('span').first().textContent())?.trim());
}
