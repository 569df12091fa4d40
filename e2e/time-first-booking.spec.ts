import { pickFreeTime } from './support/booking';
import { expect, test } from './support/fixtures';

const lesson = 'Spanish or English lesson (60 min)';

// The visitor is in New York, the teacher in Madrid: the times are the visitor's.
test.use({ timezoneId: 'America/New_York' });

test('a visitor picks a time of a paid lesson, holds it, pays and lands on the confirmed lesson ', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const visitor = { name: `Time First ${stamp}`, email: `time-first.${stamp}@example.test` };

  // The service page's one next step is picking a time: no enrollment form.
  await page.goto('/demo/services/single-lesson');
  await expect(page.getByRole('heading', { level: 1, name: lesson })).toBeVisible();
  const aside = page.getByRole('complementary');
  await expect(aside.getByRole('heading', { name: 'Book a lesson' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Enroll' })).toHaveCount(0);
  await aside.getByRole('link', { name: 'Pick a time' }).click();
  await expect(page).toHaveURL(/\/demo\/book\/single-lesson$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book a time with Elena Márquez' })).toBeVisible();

  // Pick a time (on the visitor's clock), say who books it, hold it. Desktop and phone take different days.
  const picked = await pickFreeTime(page, testInfo.project.name === 'phone' ? 4 : 3);
  await expect(page.getByText(`Your time: ${picked.label} to`)).toBeVisible();
  const form = page.getByRole('form', { name: 'Hold this time' });
  await form.getByRole('textbox', { name: 'Your name' }).fill(visitor.name);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(visitor.email);
  await form.getByRole('checkbox', { name: 'I agree to the terms and to being contacted about this booking' }).check();
  await form.getByRole('button', { name: 'Hold this time' }).click();

  // The hold: the time, the zone, a 15-minute countdown and "Pay €35".
  const hold = page.getByRole('region', { name: 'This time is held for you' });
  await expect(hold).toBeVisible();
  await expect(hold).toContainText(`${picked.label} to`);
  await expect(hold).toContainText('Times in New York time');
  await expect(hold.getByRole('timer', { name: 'Time left to pay' })).toHaveText(/^1[45]:\d\d$/);
  await expect(hold).toContainText(`Booking as ${visitor.name} (${visitor.email})`);
  const box = await hold.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);

  // "Choose another time" lets the time go: the same time is free and can be held again at once.
  await hold.getByRole('button', { name: 'Choose another time' }).click();
  const again = await pickFreeTime(page, testInfo.project.name === 'phone' ? 4 : 3);
  expect(again.label).toBe(picked.label);
  await form.getByRole('textbox', { name: 'Your name' }).fill(visitor.name);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(visitor.email);
  await form.getByRole('checkbox', { name: 'I agree to the terms and to being contacted about this booking' }).check();
  await form.getByRole('button', { name: 'Hold this time' }).click();
  await expect(hold).toContainText(`${picked.label} to`);

  // Pay on the simulated processor's checkout page.
  await hold.getByRole('button', { name: /^Pay €35/ }).click();
  await page.getByRole('button', { name: /^Pay\b/ }).click();

  // The confirmation: the lesson on the visitor's clock, confirmed once the payment event arrived.
  await expect(page).toHaveURL(/\/demo\/booked\/[0-9a-f-]{36}\?checkout=cs_/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your lesson is booked' })).toBeVisible({
    timeout: 20_000,
  });
  const time = picked.label.split(', ')[1]!;
  const card = page.getByRole('region', { name: 'The lesson' });
  await expect(card).toContainText(`${time} –`);
  await expect(card).toContainText('Times in New York time (GMT-');
  await expect(page.getByRole('status')).toContainText(`We e-mailed a sign-in link to ${visitor.email}`);
});
