import { demoTeacherLogin, signInStudent } from './support/booking';
import { expect, test } from './support/fixtures';

const student = { name: 'Sophie Laurent', email: 'sophie.laurent@example.com' };

/**
 * Issue 35 ("Done when"): the teacher completes two post-paid lessons, issues the monthly invoice from
 * the balance, records the cash part, and the student downloads the invoice and pays the rest by card
 * on the (simulated) processor; the webhook settles it.
 */
test('the teacher completes two post-paid lessons, issues the invoice and records cash; the student downloads it and pays the rest by card ', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const description = `Piano lessons ${Math.random().toString(36).slice(2, 8)}`;
  const teacherContext = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250) + 1}` },
    viewport: page.viewportSize() ?? undefined,
  });
  const teacher = await teacherContext.newPage();
  await teacher.goto(demoTeacherLogin);

  // Two post-paid lessons of €40 held in the past days (booked by the teacher through the API, completed in the UI).
  const origin = new URL(teacher.url()).origin;
  const created = await teacher.request.post('/api/teacher/services', {
    data: { name: description, billing: 'postpaid', priceAmount: 4000, currency: 'EUR', durationMinutes: 30 },
    headers: { origin },
  });
  expect(created.status()).toBe(201);
  const service = (await created.json()) as { id: string };
  const search = await teacher.request.get(`/api/teacher/students?search=${encodeURIComponent(student.email)}`);
  const [sophie] = ((await search.json()) as { data: { id: string }[] }).data;
  // Past times the demo calendar has free (a taken one answers 409): from 2 to 9 days ago, on the quarter hour.
  const quarter = 15 * 60 * 1000;
  const base =
    Math.floor((Date.now() - 2 * 24 * 3_600_000) / quarter) * quarter - Math.floor(Math.random() * 96) * quarter;
  const lessonIds: string[] = [];
  for (let step = 0; lessonIds.length < 2 && step < 40; step += 1) {
    const lesson = await teacher.request.post('/api/teacher/sessions', {
      data: {
        serviceId: service.id,
        studentId: sophie!.id,
        startUtc: new Date(base - step * 4 * 3_600_000).toISOString(),
      },
      headers: { origin },
    });
    if (lesson.status() === 201) lessonIds.push(((await lesson.json()) as { id: string }).id);
    else expect(lesson.status()).toBe(409);
  }
  expect(lessonIds).toHaveLength(2);
  for (const id of lessonIds) {
    await teacher.goto(`/teacher/sessions/${id}`);
    await teacher.getByRole('button', { name: 'Complete session' }).click();
    await teacher
      .getByRole('alertdialog')
      .or(teacher.getByRole('dialog'))
      .getByRole('button', { name: 'Complete session' })
      .click();
    await expect(teacher.getByRole('button', { name: 'Complete session' })).toHaveCount(0);
  }

  // The monthly invoice: a draft from the balance (the two lessons, €80 tax included).
  await teacher.goto('/teacher/invoices');
  await teacher.getByRole('button', { name: 'New invoice' }).click();
  const dialog = teacher.getByRole('dialog', { name: 'New invoice' });
  await dialog.getByLabel('Student').selectOption({ label: student.name });
  await dialog.getByLabel('Bill').selectOption('balance');
  await dialog.getByRole('button', { name: 'Create draft' }).click();
  await expect(teacher).toHaveURL(/\/teacher\/invoices\/[0-9a-f-]{36}$/);
  await expect(teacher.getByRole('heading', { level: 1, name: 'Invoice (draft)' })).toBeVisible();
  await expect(teacher.getByText(description).first()).toBeVisible();

  // Issued: it gets its number.
  await teacher.getByRole('button', { name: 'Issue invoice' }).click();
  const heading = teacher.getByRole('heading', { level: 1, name: /^Invoice INV-\d{4}-\d{4}$/ });
  await expect(heading).toBeVisible();
  const number = (await heading.textContent())!.replace('Invoice ', '').trim();

  // €30 in cash: partly paid.
  await teacher.getByRole('button', { name: 'Record a payment' }).click();
  const payment = teacher.getByRole('dialog', { name: 'Record a payment' });
  await payment.getByLabel(/Amount/).fill('30');
  await payment.getByLabel('Method').selectOption('cash');
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(teacher.getByText(/partially paid/i)).toBeVisible();
  await expect(teacher.getByText('€50').first()).toBeVisible();
  await teacherContext.close();

  // The student: the invoice in the portal, its PDF, and the rest paid by card.
  const portal = await signInStudent(page, context, student.email);
  await portal.goto('/portal/invoices');
  const item = portal.getByRole('listitem').filter({ hasText: number });
  await expect(item).toContainText('€50 open');
  const download = portal.waitForEvent('download');
  await item.getByRole('link', { name: /Download PDF/ }).click();
  expect((await download).suggestedFilename()).toBe(`${number}.pdf`);

  await item.getByRole('button', { name: 'Pay €50' }).click();
  const pay = portal.getByRole('button', { name: 'Pay', exact: true });
  await expect(pay).toBeVisible({ timeout: 15_000 });
  await pay.click();
  await expect(portal).toHaveURL(/\/portal\/invoices\?paid=/);
  await expect(async () => {
    await portal.reload();
    const settled = portal.getByRole('listitem').filter({ hasText: number });
    await expect(settled).not.toContainText('open', { timeout: 1_000 });
    await expect(settled).not.toContainText(/partially/i, { timeout: 1_000 });
    await expect(settled).toContainText(/paid/i, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
});
