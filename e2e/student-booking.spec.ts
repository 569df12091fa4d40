import { pickFreeTime, signInStudent } from './support/booking';
import { expect, test, type Page } from './support/fixtures';

// Sophie holds the demo's active 10-lesson package with credits to spare (prisma/seed/scenario.ts):
// each run books one, and the journey cancels it again at the end, returning the credit.
const student = { name: 'Sophie Laurent', email: 'sophie.laurent@example.com' };
const packageService = '10-lesson package';

/** From the service page to a booked time; returns the time booked. */
async function bookWithCredit(portal: Page) {
  await portal.goto('/demo/services/ten-lesson-package');
  await portal.getByRole('complementary').getByRole('link', { name: 'Book a time' }).click();
  await expect(portal).toHaveURL(/\/demo\/book\/ten-lesson-package$/);
  await expect(portal.getByRole('heading', { level: 1, name: 'Book a time with Elena Márquez' })).toBeVisible();
  await expect(portal.getByText('uses one session of your enrollment')).toBeVisible();

  const { label: time } = await pickFreeTime(portal);
  const form = portal.getByRole('form', { name: 'Book this time' });
  await form.getByRole('button', { name: 'Book this time' }).click();
  await expect(form.getByText('Agree to the terms to book this time')).toBeVisible();
  await form.getByRole('checkbox', { name: 'I agree to the terms and to being contacted about this booking' }).check();
  await form.getByRole('button', { name: 'Book this time' }).click();

  const booked = portal.getByRole('status').filter({ hasText: `Booked: ${time}` });
  await expect(booked).toContainText('Your session with Elena Márquez is booked.');
  await booked.getByRole('link', { name: 'See your sessions' }).click();
  await expect(portal).toHaveURL(/\/portal$/);
  return time;
}

const sessionCard = (portal: Page, time: string) =>
  portal.getByRole('list', { name: 'Upcoming sessions' }).getByRole('article', { name: `${packageService}, ${time}` });

/**
 * The card of one session, by its page's address: an earlier run may have left a cancelled lesson at
 * the same time under Upcoming (a cancelled lesson still ahead stays there, marked cancelled).
 */
async function cardOf(portal: Page, time: string) {
  const fresh = sessionCard(portal, time).filter({ has: portal.getByText('Scheduled', { exact: true }) });
  await expect(fresh).toHaveCount(1);
  const href = await fresh.getByRole('link', { name: /^Session details/ }).getAttribute('href');
  expect(href).toMatch(/^\/portal\/sessions\/[0-9a-f-]{36}$/);
  return portal
    .getByRole('list', { name: 'Upcoming sessions' })
    .getByRole('article')
    .filter({ has: portal.locator(`a[href="${href}"]`) });
}

test('a student books a time with a credit, reschedules it and cancels it for free ', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const portal = await signInStudent(page, context, student.email);
  const time = await bookWithCredit(portal);
  const card = await cardOf(portal, time);
  await expect(card).toContainText('Scheduled');
  // Paid with a credit, the lesson has its "Join meeting" like any other: disabled until the teacher shares a link.
  await expect(card.getByRole('button', { name: 'Join meeting' })).toBeDisabled();
  await expect(card.getByText('Link not shared yet')).toBeVisible();

  // Reschedule: a new time, the policy's answer for it, then the move.
  await card.getByRole('button', { name: 'Reschedule' }).click();
  const dialog = portal.getByRole('dialog', { name: 'Reschedule session' });
  const confirm = dialog.getByRole('button', { name: 'Confirm new time' });
  await expect(dialog.getByText('Choose a new time above.')).toBeVisible();
  // The dialog fits the screen and scrolls inside; its actions stay in sight (on a phone too).
  await expect(confirm).toBeInViewport({ ratio: 1 });
  const { label: newTime } = await pickFreeTime(dialog, 3);
  expect(newTime).not.toBe(time);
  await expect(dialog.getByText(`New time: ${newTime} to`)).toBeVisible();
  await expect(dialog.getByRole('status').filter({ hasText: 'Free reschedule' })).toHaveText(
    'Free reschedule: your session moves to the new time, your credit with it',
  );
  await expect(confirm).toBeInViewport({ ratio: 1 });
  // And what the new time means, beside the button that accepts it.
  await expect(dialog.getByRole('status').filter({ hasText: 'Free reschedule' })).toBeInViewport({ ratio: 1 });
  await portal.screenshot({ path: testInfo.outputPath('reschedule-dialog.png') });
  const box = await dialog.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(portal.viewportSize()!.height);
  await confirm.click();

  const moved = portal.getByRole('dialog', { name: 'Session rescheduled' });
  await expect(moved.getByRole('status')).toContainText(
    'Rescheduled free of charge: your session moved to the new time',
  );
  await expect(moved.getByText(`New time: ${newTime}`)).toBeVisible();
  await moved.getByRole('button', { name: 'Done' }).click();
  // The same session, at its new time.
  const movedCard = card;
  await expect(movedCard).toHaveAccessibleName(new RegExp(`^${packageService}, ${newTime}`));
  await expect(movedCard).toContainText('Rescheduled 1 time');

  // Cancelling a day or more ahead returns the credit, and the dialog says so first.
  await movedCard.getByRole('button', { name: 'Cancel' }).click();
  const cancel = portal.getByRole('dialog', { name: 'Cancel this session?' });
  const preview = cancel.getByRole('status');
  await expect(preview).toContainText(
    /Free cancellation: your session credit is returned \(\d+ sessions? left after this\)/,
  );
  const left = /\((\d+ sessions?) left after this\)/.exec((await preview.textContent()) ?? '')?.[1];
  await cancel.getByRole('button', { name: 'Confirm cancellation' }).click();
  const cancelled = portal.getByRole('dialog', { name: 'Session cancelled' });
  // What happened is what the preview said would happen.
  await expect(cancelled.getByRole('status')).toContainText(
    `Cancelled free of charge: your session credit was returned (${left} left)`,
  );
  await cancelled.getByRole('button', { name: 'Done' }).click();
  await expect(cancelled).toBeHidden();
  // Still ahead: it stays under Upcoming in its place in time, marked cancelled, with nothing left to do.
  await expect(movedCard).toContainText('Cancelled');
  await expect(movedCard.getByRole('button')).toHaveCount(0);
  await portal.getByRole('navigation', { name: 'Sessions', exact: true }).getByRole('link', { name: 'Past' }).click();
  await expect(portal).toHaveURL(/\/portal\?scope=past$/);
  await expect(portal.getByRole('article', { name: `${packageService}, ${newTime}` })).toHaveCount(0);
});
