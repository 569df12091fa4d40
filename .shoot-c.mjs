import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3330';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await context.newPage();
await page.goto(`${base}/api/auth/dev-login/00000000-0000-4000-8000-000000000001`);
await page.goto(`${base}/teacher/settings/widget`);
await page.screenshot({ path: '/tmp/shots-c/list-empty-desktop.png', fullPage: true });
// Create one through the API (same origin fetch from the page).
const created = await page.evaluate(async () => {
  const r = await fetch('/api/teacher/widget-configs', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Music school site',
      serviceIds: [],
      theme: { primaryColor: '#0f766e', backgroundColor: '#f8fafc', textColor: '#0f172a', fontFamily: 'serif', buttonText: 'Book now', layout: 'grid', radius: 12 },
      allowedOrigins: ['https://www.music-school.example', 'https://partner.test'],
    }),
  });
  return r.json();
});
await page.goto(`${base}/teacher/settings/widget/new`);
await page.waitForTimeout(800);
await page.screenshot({ path: '/tmp/shots-c/new-desktop.png', fullPage: true });
await page.goto(`${base}/teacher/settings/widget/${created.id}`);
await page.waitForTimeout(800);
await page.screenshot({ path: '/tmp/shots-c/edit-desktop.png', fullPage: true });
await page.goto(`${base}/widget/demo?configId=${created.id}`);
await page.screenshot({ path: '/tmp/shots-c/widget-desktop.png', fullPage: true });
await page.goto(`${base}/teacher/settings/widget`);
await page.screenshot({ path: '/tmp/shots-c/list-desktop.png', fullPage: true });
// Phone
const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, storageState: await context.storageState() });
const p2 = await phone.newPage();
await p2.goto(`${base}/teacher/settings/widget`);
await p2.screenshot({ path: '/tmp/shots-c/list-phone.png', fullPage: true });
await p2.goto(`${base}/teacher/settings/widget/${created.id}`);
await p2.locator('iframe[title="Widget preview"]').scrollIntoViewIfNeeded();
await p2.waitForTimeout(800);
await p2.screenshot({ path: '/tmp/shots-c/preview-phone.png' });
await p2.screenshot({ path: '/tmp/shots-c/edit-phone.png', fullPage: true });
await p2.goto(`${base}/widget/demo?configId=${created.id}`);
await p2.screenshot({ path: '/tmp/shots-c/widget-phone.png', fullPage: true });
// compact layout on a partner page
await page.evaluate(async (id) => {
  await fetch(`/api/teacher/widget-configs/${id}`, { method: 'PATCH', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ theme: { primaryColor: '#c2410c', backgroundColor: '#ffffff', textColor: '#1f2937', fontFamily: 'system', buttonText: 'Reserve', layout: 'compact', radius: 0 } }) });
}, created.id);
const vctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
await vctx.grantPermissions(['local-network-access'], { origin: 'https://partner.test' });
const visitor = await vctx.newPage();
await visitor.route('https://partner.test/**', (route) => route.fulfill({ contentType: 'text/html', body: `<html><body style="font-family:sans-serif;background:#eee;padding:24px"><h1>Partner site</h1><iframe src="${base}/widget/demo?configId=${created.id}" width="100%" height="600" style="border:0"></iframe></body></html>` }));
await visitor.goto('https://partner.test/');
await visitor.waitForTimeout(1500);
await visitor.screenshot({ path: '/tmp/shots-c/partner-compact-desktop.png', fullPage: true });
await browser.close();
console.log('ok', created.id);
