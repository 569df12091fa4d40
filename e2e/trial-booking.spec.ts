import { openTeacher, pickFreeTime, signInStudent, teacherClock } from './support/booking';
import { expect, test, type Page } from './support/fixtures';

const trialService = 'Free trial lesson (30 min)';

// The visitor is in New York, the teacher in Madrid: times are picked and shown on the visitor's clock.
test.use({ timezoneId: 'America/New_York' });

/** A visitor requests the free trial from the teacher's page; returns the time they chose. */
async function requestTrial(page: Page, visitor: { name: string; email: string }) {
  await page.goto('/demo');
  await page.locator('#services').getByRole('link', { name: trialService }).click();
  await expect(page.getByRole('heading', { level: 1, name: trialService })).toBeVisible();
  // Phones show the call to action in the header too: the first one is the one in sight.
  await page.getByRole('link', { name: 'Book a trial' }).first().click();
  await expect(page).toHaveURL(/\/demo\/book\/trial-lesson$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book a trial with Elena Márquez' })).toBeVisible();

  const picked = await pickFreeTime(page);
  const time = picked.label;
  await expect(page.getByText(`Your time: ${time} to`)).toBeVisible();
  const form = page.getByRole('form', { name: 'Request a trial' });
  await form.getByRole('textbox', { name: 'Your name' }).fill(visitor.name);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(visitor.email);
  await form.getByRole('checkbox', { name: 'I agree to the terms and to being contacted about this booking' }).check();
  await form.getByRole('button', { name: 'Request trial' }).click();

  const sent = page.getByRole('status').filter({ hasText: 'Request sent' });
  await expect(sent.getByRole('heading', { name: `Request sent: Elena Márquez will confirm ${time}` })).toBeVisible();
  await expect(sent).toContainText(
    `Times are in New York time. We will e-mail ${visitor.email} when Elena Márquez confirms.`,
  );
  return picked;
}

test('a visitor requests a trial, the teacher confirms it, the student cancels it under the policy ', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const visitor = { name: `Trial Visitor ${stamp}`, email: `trial.${stamp}@example.test` };

  const { label: time, startUtc } = await requestTrial(page, visitor);

  // The teacher confirms the pending trial.
  const teacher = await openTeacher(browser, baseURL);
  await teacher.page.goto('/teacher/sessions');
  const pending = teacher.page.getByRole('listitem', { name: `Trial of ${visitor.name}` });
  // The same instant, on the teacher's Madrid clock.
  await expect(pending).toContainText(`${trialService} · ${teacherClock(startUtc)}`);
  await pending.getByRole('button', { name: 'Confirm trial' }).click();
  await expect(pending).toBeHidden();
  // Other journeys book the teacher too: the confirmed trial may sit on a later page of the list.
  const row = teacher.page.getByRole('row').filter({ hasText: visitor.name });
  for (let listPage = 1; listPage <= 10 && !(await row.count()); listPage++) {
    await teacher.page.goto(`/teacher/sessions?status=scheduled&page=${listPage}`);
  }
  await expect(row).toContainText('Scheduled');

  // The request made the visitor a student: they sign in and see the confirmed trial.
  const portal = await signInStudent(page, context, visitor.email);
  // The mailbox the sign-in went through also holds the teacher's confirmation.
  await expect(page.getByRole('heading', { name: 'Elena Márquez confirmed your trial lesson' })).toBeVisible();
  const upcoming = portal.getByRole('list', { name: 'Upcoming sessions' });
  const card = upcoming.getByRole('article', { name: `${trialService}, ${time}` });
  await expect(card).toContainText('Scheduled');
  await expect(card).toContainText(`${trialService} (trial)`);

  // Cancelling: the dialog says what the policy does before anything happens.
  const dialog = portal.getByRole('dialog', { name: 'Cancel this session?' });
  // One click: the button stays disabled until the card is hydrated, so the click waits for a handler
  // (a click on the server markup before hydration used to be lost right after sign-in).
  await card.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeVisible();
  const outcome = dialog.getByRole('status');
  // A trial holds no credit: the headline says only that it is free.
  await expect(outcome.getByText('Free cancellation', { exact: true })).toBeVisible();
  await expect(outcome).toContainText('Policy: Free cancellation up to 24 hours before the lesson.');
  await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('Found another time slot.');
  await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();

  const done = portal.getByRole('dialog', { name: 'Session cancelled' });
  await expect(done.getByRole('status').getByText('Cancelled free of charge', { exact: true })).toBeVisible();
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(done).toBeHidden();
  // Still ahead, so still under Upcoming in its place in time, marked cancelled (not under Past).
  const cancelledCard = upcoming.getByRole('article', { name: `${trialService}, ${time}` });
  await expect(cancelledCard).toContainText('Cancelled');
  await expect(cancelledCard).toContainText('Reason: Found another time slot.');
  await expect(cancelledCard.getByRole('button', { name: 'Cancel' })).toHaveCount(0);

  await portal.getByRole('navigation', { name: 'Sessions', exact: true }).getByRole('link', { name: 'Past' }).click();
  await expect(portal).toHaveURL(/\/portal\?scope=past$/);
  await expect(portal.getByRole('article', { name: `${trialService}, ${time}` })).toHaveCount(0);

  // The teacher's list of cancelled sessions shows it too (again possibly on a later page).
  const cancelledRow = teacher.page.getByRole('row').filter({ hasText: visitor.name });
  for (let listPage = 1; listPage <= 10; listPage++) {
    await teacher.page.goto(`/teacher/sessions?status=cancelled&page=${listPage}`);
    // The rows may be shown a moment after the load event (the list streams in): wait briefly for them.
    const shown = await cancelledRow.first().waitFor({ timeout: 3_000 }).then(
      () => true,
      () => false,
    );
    if (shown) break;
  }
  await expect(cancelledRow).toContainText('Cancelled');
  await teacher.context.close();
});
