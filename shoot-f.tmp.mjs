import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3360';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const headers = { 'x-forwarded-for': '198.51.100.77' };

async function signInStudent(context, email) {
  const page = await context.newPage();
  await page.goto(`${base}/sign-in/student?teacher=demo`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await page.getByRole('link', { name: 'Open the development mailbox' }).click();
  const link = page.getByRole('article', { name: /sign-in link/i }).first().frameLocator('iframe').getByRole('link', { name: 'Sign in to your portal' });
  const [portal] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await portal.getByRole('button', { name: 'Sign in to your portal' }).click();
  await portal.waitForURL(/\/portal$/);
  return portal;
}

const teacher = await browser.newContext({ viewport: { width: 1280, height: 800 }, extraHTTPHeaders: headers });
const t = await teacher.newPage();
await t.goto(`${base}/api/auth/dev-login/00000000-0000-4000-8000-000000000001`);
const students = await (await t.request.get(`${base}/api/teacher/students?limit=3`)).json();
const emails = students.data.map((s) => s.email);
console.log(emails);

const sc = await browser.newContext({ viewport: { width: 1280, height: 800 }, extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.78' } });
const portal = await signInStudent(sc, emails[0]);
await portal.goto(`${base}/portal/privacy`);
await portal.screenshot({ path: '/tmp/shots-f/portal-privacy-1280.png', fullPage: true });
await portal.getByRole('button', { name: 'Request erasure' }).click();
await portal.screenshot({ path: '/tmp/shots-f/portal-confirm-1280.png' });
await portal.getByRole('alertdialog').getByRole('button', { name: 'Request erasure' }).click();
await portal.getByText('Waiting for your teacher').waitFor();
await portal.setViewportSize({ width: 390, height: 844 });
await portal.screenshot({ path: '/tmp/shots-f/portal-privacy-390.png', fullPage: true });

const sc2 = await browser.newContext({ viewport: { width: 1280, height: 800 }, extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.79' } });
const p2 = await signInStudent(sc2, emails[1]);
await p2.request.post(`${base}/api/student/privacy/erasure-request`, { headers: { origin: base } });

await t.goto(`${base}/teacher/privacy`);
await t.screenshot({ path: '/tmp/shots-f/teacher-privacy-1280.png', fullPage: true });
await t.getByRole('button', { name: /^Reject the erasure request/ }).first().click();
await t.getByRole('button', { name: 'Reject request' }).click();
await t.screenshot({ path: '/tmp/shots-f/teacher-reject-1280.png' });
await t.keyboard.press('Escape');
await t.setViewportSize({ width: 390, height: 844 });
await t.goto(`${base}/teacher/privacy`);
await t.screenshot({ path: '/tmp/shots-f/teacher-privacy-390.png', fullPage: true });
await browser.close();
