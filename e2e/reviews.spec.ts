import { randomInt } from 'node:crypto';
import { openTeacher } from './support/booking';
import { expect, test, type Locator, type Page } from './support/fixtures';
import { bookPastLesson, completeByApi, signInStudentByMail, unansweredReviewsOnDashboard } from './support/reviews';

/**
 * Issue 15: a student reviews a completed session, the teacher sees it in smart actions as unanswered,
 * responds, and the response shows on the public page. A new review is published at once
 * (docs/decisions/0037-student-and-teacher-reviews.md): there is no approval step.
 */

const teacherName = 'Elena Márquez';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Nothing on the page is wider than the screen (the page does not scroll sideways). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Clicks the star as a person does (its label: the radio itself is visually hidden under the star). */
async function chooseStars(form: Locator, stars: number) {
  const radio = form.getByRole('radio', { name: `${stars} star${stars === 1 ? '' : 's'}`, exact: true });
  await radio.locator('xpath=..').click();
  await expect(radio).toBeChecked();
}

test('a student reviews a completed session, the teacher responds from the dashboard, the page shows both', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const phrase = `Patient and clear, lesson ${stamp}`;
  const reply = `Thank you, see you next week (${stamp})`;
  const teacher = await openTeacher(browser, baseURL);
  const origin = new URL(baseURL!).origin;

  // The teacher books a fresh student a lesson that took place, and completes it on its page.
  const lesson = await bookPastLesson(teacher.page, origin, stamp);
  const unansweredBefore = await unansweredReviewsOnDashboard(teacher.page);
  await teacher.page.goto(`/teacher/sessions/${lesson.sessionId}`);
  await teacher.page.getByRole('button', { name: 'Complete session' }).click();
  const confirm = teacher.page.getByRole('alertdialog', { name: 'Complete this session?' });
  await confirm.getByRole('button', { name: 'Complete session' }).click();
  await expect(confirm).toBeHidden();
  await expect(teacher.page.getByText('The session is completed.')).toBeVisible();

  // The student signs in and finds the lesson among those to review.
  const portal = await signInStudentByMail(page, context, lesson.student.email);
  await portal
    .getByRole('navigation', { name: 'Student portal' })
    .getByRole('link', { name: 'Reviews', exact: true })
    .filter({ visible: true })
    .click();
  await expect(portal).toHaveURL(/\/portal\/reviews$/);
  await expect(portal.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  const toReview = portal.getByRole('region', { name: 'Lessons to review' });
  await toReview
    .getByRole('button', { name: new RegExp(`^Write a review of ${escape(lesson.service.name)}, `) })
    .click();

  const form = portal.getByRole('dialog', { name: 'How was your lesson?' });
  await expect(form).toBeVisible();
  // Without stars the form says what is missing.
  await form.getByRole('button', { name: 'Publish review' }).click();
  await expect(form.getByText('Choose 1 to 5 stars')).toBeVisible();
  await chooseStars(form, 5);
  await form.getByLabel('Your review').fill(phrase);
  await form.getByRole('button', { name: 'Publish review' }).click();
  await expect(form).toBeHidden();
  await expect(portal.getByText('Thank you! Your review is published.')).toBeVisible();

  const mine = portal.getByRole('region', { name: 'Your reviews' }).getByRole('listitem').filter({ hasText: phrase });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText(lesson.service.name);
  await expect(mine).not.toContainText('Awaiting approval');
  await expect(
    toReview.getByRole('button', { name: new RegExp(`^Write a review of ${escape(lesson.service.name)}, `) }),
  ).toHaveCount(0);

  // The teacher's dashboard counts it as a review without a response, and leads to it.
  await teacher.page.goto('/teacher');
  const action = teacher.page
    .getByRole('list', { name: 'Suggested actions' })
    .getByRole('link', { name: /Reviews without your response/ });
  await expect(action).toBeVisible();
  await expect(action.locator('span').first()).toHaveText(String(unansweredBefore + 1));
  await action.click();
  await expect(teacher.page).toHaveURL(/\/teacher\/reviews\?answered=false$/);
  await expect(teacher.page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();

  const row = teacher.page
    .getByRole('table', { name: 'Reviews', exact: true })
    .getByRole('row')
    .filter({ hasText: phrase });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(lesson.student.name);
  await row.getByRole('button', { name: `Respond to ${lesson.student.name}` }).click();
  const respond = teacher.page.getByRole('dialog', { name: 'Respond to this review' });
  await respond.getByLabel('Your response').fill(reply);
  await respond.getByRole('button', { name: 'Save response' }).click();
  await expect(respond).toBeHidden();
  await expect(teacher.page.getByText('Response saved.')).toBeVisible();
  // Answered: it leaves the list of unanswered reviews, and the full list shows the response.
  await expect(row).toHaveCount(0);
  await teacher.page.goto('/teacher/reviews');
  const answered = teacher.page
    .getByRole('table', { name: 'Reviews', exact: true })
    .getByRole('row')
    .filter({ hasText: phrase });
  await expect(answered).toContainText('Your response');
  await expect(answered).toContainText(reply);
  await expect(answered.getByRole('button', { name: `Edit response to ${lesson.student.name}` })).toBeVisible();
  expect(await unansweredReviewsOnDashboard(teacher.page)).toBe(unansweredBefore);
  await teacher.context.close();

  // A visitor (no session) reads the review and the response on the teacher's public page.
  const visitorContext = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `192.0.2.${randomInt(1, 255)}` },
  });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/demo');
  const reviews = visitor.getByRole('region', { name: 'Reviews', exact: true });
  await expect(reviews).toBeVisible();
  const card = reviews.getByRole('article').filter({ hasText: phrase });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(lesson.student.name);
  await expect(card).toContainText(`Response from ${teacherName}`);
  await expect(card).toContainText(reply);
  await visitorContext.close();

  // The student sees the reply in the portal too.
  await portal.reload();
  await expect(mine).toContainText('Your teacher replied');
  await expect(mine).toContainText(reply);
});

test('the review form fits a 390 px phone @phone', async ({ page, context, browser, baseURL }) => {
  test.setTimeout(90_000);
  const stamp = Date.now() + randomInt(1, 1000);
  const teacher = await openTeacher(browser, baseURL);
  const origin = new URL(baseURL!).origin;
  const lesson = await bookPastLesson(teacher.page, origin, stamp);
  await completeByApi(teacher.page, origin, lesson.sessionId);
  await teacher.context.close();

  const portal = await signInStudentByMail(page, context, lesson.student.email);
  await portal.setViewportSize({ width: 390, height: 844 });
  await portal.goto('/portal/reviews');
  await expectNoSidewaysScroll(portal);
  await portal
    .getByRole('region', { name: 'Lessons to review' })
    .getByRole('button', { name: new RegExp(`^Write a review of ${escape(lesson.service.name)}, `) })
    .click();
  const form = portal.getByRole('dialog', { name: 'How was your lesson?' });
  await expect(form).toBeVisible();
  const box = await form.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  for (let stars = 1; stars <= 5; stars++) {
    const star = form.getByRole('radio', { name: `${stars} star${stars === 1 ? '' : 's'}` }).locator('xpath=..');
    const starBox = await star.boundingBox();
    expect(starBox!.x + starBox!.width).toBeLessThanOrEqual(390);
  }
  await chooseStars(form, 4);
  await form.getByLabel('Your review').fill(`On the phone, lesson ${stamp}`);
  await expect(form.getByRole('button', { name: 'Publish review' })).toBeInViewport();
  await expectNoSidewaysScroll(portal);
  await form.getByRole('button', { name: 'Publish review' }).click();
  await expect(form).toBeHidden();
  await expect(
    portal.getByRole('region', { name: 'Your reviews' }).getByText(`On the phone, lesson ${stamp}`),
  ).toBeVisible();
});
