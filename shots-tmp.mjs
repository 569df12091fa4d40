import { chromium, devices } from '@playwright/test';
const base = process.env.BASE;
const pages = (process.env.PAGES ?? '/teacher/settings/profile,/teacher/audit-log,/teacher/messages,/teacher/materials,/teacher/settings/widget,/teacher/reviews').split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [name, options] of [['desktop', { viewport: { width: 1280, height: 800 } }], ['phone', devices['Pixel 7']]]) {
  const context = await browser.newContext({ ...options, baseURL: base, timezoneId: 'Pacific/Auckland' });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/api/auth/dev-login/00000000-0000-4000-8000-000000000001');
  for (const path of pages) {
    await page.goto(path);
    await page.waitForLoadState('networkidle').catch(() => {});
    await page.waitForTimeout(500);
    const file = `/tmp/shots/${name}${path.replace(/\//g, '_')}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(file);
  }
  console.log(name, 'errors:', JSON.stringify(errors));
  await context.close();
}
await browser.close();
