import { openTeacher } from './support/booking';
import { expect, test, type Locator, type Page } from './support/fixtures';

/**
 * The trial journey with the keyboard only (issue 29, item 13): a visitor books a trial from the
 * teacher's page and the teacher confirms it, moving with Tab and acting with Enter, Space and typing.
 * No click anywhere: what a mouse user reaches, a keyboard user reaches too.
 */

const trialService = 'Free trial lesson (30 min)';

/** Presses Tab until `target` has the focus; fails when it is not reached in `max` presses. */
async function tabTo(page: Page, target: Locator, max = 120) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()} in ${max} presses`);
}

test('a visitor books a trial and the teacher confirms it with the keyboard only', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const visitor = { name: `Keyboard Visitor ${stamp}`, email: `keyboard.${stamp}@example.test` };

  await page.goto('/demo');
  await tabTo(page, page.locator('#services').getByRole('link', { name: trialService }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: trialService })).toBeVisible();

  await tabTo(page, page.getByRole('link', { name: 'Book a trial' }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/demo\/book\/trial-lesson$/);

  // A day at least a full day ahead (as the other booking journeys), then its first time.
  const day = page.getByRole('group', { name: 'Days with free times' }).getByRole('button').nth(2);
  await tabTo(page, day);
  await page.keyboard.press('Enter');
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  const time = page
    .getByRole('radiogroup', { name: /^Available times on/ })
    .getByRole('radio')
    .first();
  await tabTo(page, time);
  await page.keyboard.press('Space');
  await expect(time).toBeChecked();
  const picked = (await time.locator('xpath=..').textContent())?.trim() ?? '';
  await expect(page.getByText(`Your time: ${picked} to`)).toBeVisible();

  const form = page.getByRole('form', { name: 'Request a trial' });
  await tabTo(page, form.getByRole('textbox', { name: 'Your name' }));
  await page.keyboard.type(visitor.name);
  await tabTo(page, form.getByRole('textbox', { name: 'E-mail' }));
  await page.keyboard.type(visitor.email);
  const consent = form.getByRole('checkbox', {
    name: 'I agree to the terms and to being contacted about this booking',
  });
  await tabTo(page, consent);
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await tabTo(page, form.getByRole('button', { name: 'Request trial' }));
  await page.keyboard.press('Enter');
  const sent = page.getByRole('status').filter({ hasText: 'Request sent' });
  await expect(sent.getByRole('heading', { name: `Request sent: Elena Márquez will confirm ${picked}` })).toBeVisible();

  // The teacher confirms it from the sessions page, with the keyboard too.
  const teacher = await openTeacher(browser, baseURL);
  await teacher.page.goto('/teacher/sessions');
  const pending = teacher.page.getByRole('listitem', { name: `Trial of ${visitor.name}` });
  await tabTo(teacher.page, pending.getByRole('button', { name: 'Confirm trial' }));
  await teacher.page.keyboard.press('Enter');
  await expect(pending).toBeHidden();
  await expect(teacher.page.getByRole('row').filter({ hasText: visitor.name })).toContainText('Scheduled');
  await teacher.context.close();
});
