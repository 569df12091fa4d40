import { expect, test } from './support/fixtures';

const demoTeacherLogin = '/api/auth/dev-login/00000000-0000-4000-8000-000000000001';
const student = { name: 'Emma Johansson', email: 'emma.johansson@example.com' };
const servicePath = '/demo/services/ten-lesson-package';

test.describe('enrollment with checkout', () => {
  test('a student enrolls with a discount code, pays on the simulated processor, and the teacher sees it', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);

    // The student signs in through the development mailbox.
    await page.goto('/sign-in/student?teacher=demo');
    await page.getByLabel('E-mail address').fill(student.email);
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await page.getByRole('link', { name: 'Open the development mailbox' }).click();
    const emailLink = page
      .getByRole('article')
      .first()
      .frameLocator('iframe')
      .getByRole('link', { name: 'Sign in to your portal' });
    const [landing] = await Promise.all([context.waitForEvent('page'), emailLink.click()]);
    await landing.getByRole('button', { name: 'Sign in to your portal' }).click();
    await expect(landing).toHaveURL(/\/portal$/);

    // The service page: documents, discount, enroll and pay.
    await landing.goto(servicePath);
    const panel = landing.getByRole('region', { name: 'Enroll' });
    await expect(panel.getByText(`Signed in as ${student.name}`)).toBeVisible();
    await panel.getByRole('button', { name: 'Enroll and pay' }).click();
    await expect(panel.getByText('Accept the documents marked as required to continue')).toBeVisible();

    await panel.getByText('Terms of service').first().click();
    await expect(panel.getByText('Cancellations follow the cancellation policy')).toBeVisible();
    await panel.getByRole('checkbox', { name: /accept the Terms of service/ }).check();

    await panel.getByRole('textbox', { name: 'Discount code' }).fill('NOPE-CODE');
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(panel.getByText('We do not know this code. Check the spelling and try again.')).toBeVisible();

    await panel.getByRole('textbox', { name: 'Discount code' }).fill('welcome10');
    await panel.getByRole('button', { name: 'Apply' }).click();
    const summary = panel.getByRole('status', { name: 'Price with discount' });
    await expect(summary).toContainText('€320');
    await expect(summary).toContainText('−€32');
    await expect(summary).toContainText('€288');

    await panel.getByRole('button', { name: 'Enroll and pay' }).click();
    await expect(landing.getByRole('button', { name: 'Pay' })).toBeVisible({ timeout: 15_000 });
    await landing.getByRole('button', { name: 'Pay' }).click();

    // Back on the service page: enrolled (once the webhook has arrived).
    await expect(landing).toHaveURL(/\/demo\/services\/ten-lesson-package\?enrollment=[0-9a-f-]{36}&checkout=success$/);
    await expect(landing.getByRole('heading', { name: "You're enrolled" })).toBeVisible({ timeout: 20_000 });
    await expect(landing.getByRole('link', { name: 'Go to your portal' })).toHaveAttribute('href', '/portal');
    // Enrolled with credits: the page's one next step is booking a time, no second "Enroll".
    await expect(landing.getByRole('complementary').getByRole('link', { name: 'Book a time' })).toBeVisible();
    await expect(landing.getByRole('button', { name: 'Enroll and pay' })).toHaveCount(0);

    // The teacher sees the active enrollment and the payment.
    const teacherContext = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250) + 1}` },
    });
    const teacher = await teacherContext.newPage();
    await teacher.goto(demoTeacherLogin);
    const service = (await (await teacher.request.get('/api/public/demo/services/ten-lesson-package')).json()) as {
      id: string;
    };
    await teacher.goto(`/teacher/services/${service.id}/roster`);
    const row = teacher.getByRole('row').filter({ hasText: student.email });
    await expect(row).toContainText(student.name);
    await expect(row).toContainText(/active/i);

    const payments = await teacher.request.get(`/api/teacher/payments?search=${encodeURIComponent(student.email)}`);
    expect(payments.status()).toBe(200);
    const body = (await payments.json()) as {
      data: { amount: number; status: string; student: { name: string } | null }[];
    };
    expect(body.data).toContainEqual(
      expect.objectContaining({
        amount: 28800,
        status: 'succeeded',
        student: expect.objectContaining({ name: student.name }),
      }),
    );

    await teacher.goto('/teacher/payments');
    await expect(teacher.getByRole('row').filter({ hasText: student.name }).first()).toContainText('€288');
    await teacherContext.close();
  });
});

test('a visitor enrolls with a discount code: the e-mailed link brings them back to pay ', async ({
  page,
  context,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const visitor = { name: 'Visitor E2E', email: `visitor.${Date.now()}@example.com` };

  await page.goto(servicePath);
  const panel = page.getByRole('region', { name: 'Enroll' });
  await panel.getByRole('textbox', { name: 'Your name' }).fill(visitor.name);
  await panel.getByRole('textbox', { name: 'E-mail address' }).fill(visitor.email);
  await panel.getByRole('checkbox', { name: /accept the Terms of service/ }).check();
  await panel.getByRole('textbox', { name: 'Discount code' }).fill('WELCOME10');
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel.getByRole('status', { name: 'Price with discount' })).toContainText('€288');
  await panel.getByRole('button', { name: 'Continue' }).click();
  await expect(panel.getByText('Check your e-mail to continue')).toBeVisible();

  await page.goto(`/dev/mailbox?to=${encodeURIComponent(visitor.email)}`);
  const emailLink = page.getByRole('article').first().frameLocator('iframe').getByRole('link').first();
  const [landing] = await Promise.all([context.waitForEvent('page'), emailLink.click()]);
  await landing.getByRole('button', { name: /Sign in/ }).click();
  await expect(landing).toHaveURL(
    /\/demo\/services\/ten-lesson-package\?enroll=1&discountCode=WELCOME10&accepted=[0-9a-f-]{36}$/,
  );

  const resumed = landing.getByRole('region', { name: 'Enroll' });
  await expect(resumed.getByText(`Signed in as ${visitor.name}`)).toBeVisible();
  await expect(resumed.getByRole('status', { name: 'Price with discount' })).toContainText('€288');
  // The terms ticked before the e-mail step are still ticked: no second tick needed.
  await expect(resumed.getByRole('checkbox', { name: /accept the Terms of service/ })).toBeChecked();
  await resumed.getByRole('button', { name: 'Enroll and pay' }).click();
  await landing.getByRole('button', { name: 'Pay' }).click({ timeout: 15_000 });
  // Back from paying, the answer is on screen and focused, not far below the service's description.
  const enrolled = landing.getByRole('heading', { name: "You're enrolled" });
  await expect(enrolled).toBeVisible({ timeout: 20_000 });
  await expect(enrolled).toBeInViewport();
  await expect
    .poll(() => landing.evaluate(() => document.activeElement?.textContent ?? ''))
    .toContain("You're enrolled");
  await landing.screenshot({ path: testInfo.outputPath('enrolled.png') });

  // The enrollment made the visitor a trial student; paying made them an active one on the roster.
  const teacherContext = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250) + 1}` },
  });
  const teacher = await teacherContext.newPage();
  await teacher.goto(demoTeacherLogin);
  await teacher.goto(`/teacher/students?search=${encodeURIComponent(visitor.email)}`);
  const row = teacher.getByRole('row').filter({ hasText: visitor.name });
  await expect(row).toContainText('Active');
  await expect(row).not.toContainText('pending trial');
  await teacherContext.close();
});
