import { openTeacher } from './support/booking';
import type { Browser } from '@playwright/test';
import { expect, test, type Page } from './support/fixtures';

/**
 * Issue 16 item 3: the teacher creates a booking widget that one partner site may show, copies its
 * embed code, and the widget renders inside that site's page (another origin); a site that is not
 * allowed gets the frame blocked by frame-ancestors (docs/decisions/0043-booking-widget-and-analytics-events.md).
 */

/**
 * Serves a page at `origin` that contains only the embed code, as the teacher's website would. The
 * sites are https (a secure context) so that the test can grant them Chromium's local-network-access
 * permission: a public site framing our server on 127.0.0.1 is otherwise blocked before any request
 * (net::ERR_BLOCKED_BY_LOCAL_NETWORK_ACCESS_CHECKS), which in production (public to public) never
 * happens. With it granted, only the widget's own frame-ancestors decides.
 */
async function sitePage(browser: Browser, origin: string, snippet: string): Promise<Page> {
  const context = await browser.newContext();
  await context.grantPermissions(['local-network-access'], { origin });
  const page = await context.newPage();
  await page.route(`${origin}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><head><title>Partner</title></head><body><h1>Our music school</h1>${snippet}</body></html>`,
    }),
  );
  return page;
}

test('a teacher embeds the widget: it renders on an allowed site and is blocked elsewhere', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const teacher = await openTeacher(browser, baseURL);
  const name = `Partner site ${Date.now()}`;
  await teacher.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });

  await teacher.page.goto('/teacher/settings/widget');
  await teacher.page.getByRole('link', { name: 'New widget' }).first().click();
  await teacher.page.getByLabel('Name').fill(name);
  await teacher.page.getByLabel('Button text').fill('Book this');
  await teacher.page.getByLabel('Site address to allow').fill('https://partner.test');
  await teacher.page.getByRole('button', { name: 'Add site' }).click();
  await expect(teacher.page.getByText('https://partner.test', { exact: true })).toBeVisible();
  // The live preview follows the form.
  await expect(
    teacher.page
      .frameLocator('iframe[title="Widget preview"]')
      .getByRole('link', { name: /Book this/ })
      .first(),
  ).toBeVisible();
  await teacher.page.getByRole('button', { name: 'Create widget' }).click();

  await expect(teacher.page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const snippet = await teacher.page.getByLabel('Embed code').inputValue();
  expect(snippet).toMatch(/^<iframe src="http:\/\/127\.0\.0\.1:\d+\/widget\/demo\?configId=[0-9a-f-]{36}"/);
  await teacher.page.getByRole('button', { name: 'Copy code' }).click();
  await expect(teacher.page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await teacher.page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);

  // A visitor on the allowed site sees the widget with the demo teacher's services.
  const visitor = await sitePage(browser, 'https://partner.test', snippet);
  await visitor.goto('https://partner.test/lessons');
  const widget = visitor.frameLocator('iframe');
  await expect(widget.getByRole('heading', { name: /Lessons with/ })).toBeVisible();
  const firstService = widget.getByRole('link', { name: /Book this/ }).first();
  await expect(firstService).toBeVisible();
  await expect(firstService).toHaveAttribute('href', /^\/demo\/services\//);

  // The view was recorded and counts on the teacher's list.
  await expect(async () => {
    await teacher.page.goto('/teacher/settings/widget');
    const card = teacher.page.getByRole('listitem').filter({ hasText: name });
    await expect(card.getByLabel('Last 30 days')).toContainText(/[1-9]\d* views?/);
  }).toPass({ timeout: 15_000 });

  // A site that is not allowed gets no widget: the browser blocks the frame.
  const stranger = await sitePage(browser, 'https://elsewhere.test', snippet);
  const served = stranger.waitForResponse((response) => response.url().includes('/widget/demo'));
  await stranger.goto('https://elsewhere.test/lessons');
  expect((await served).status()).toBe(200);
  expect((await served).headers()['content-security-policy']).toContain("frame-ancestors 'self' https://partner.test");
  await expect.poll(() => stranger.frames().map((frame) => frame.url())).toContain('chrome-error://chromewebdata/');
  await expect(stranger.frameLocator('iframe').getByRole('heading', { name: /Lessons with/ })).toHaveCount(0);

  await Promise.all([visitor.context().close(), stranger.context().close(), teacher.context.close()]);
});
