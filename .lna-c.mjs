import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3330';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext();
const page = await ctx.newPage();
await page.goto(`${base}/api/auth/dev-login/00000000-0000-4000-8000-000000000001`);
const created = await page.evaluate(async () => (await fetch('/api/teacher/widget-configs', { method: 'POST', headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ name: 'LNA test', serviceIds: [], theme: { primaryColor: '#0f766e', backgroundColor: '#ffffff', textColor: '#0f172a', fontFamily: 'serif', buttonText: 'Book now', layout: 'grid', radius: 12 }, allowedOrigins: ['https://partner.test'] }) })).json());
for (const name of process.argv.slice(2)) {
  const c = await browser.newContext();
  let err = null;
  try { await c.grantPermissions([name], { origin: 'https://partner.test' }); } catch (e) { err = e.message.split('\n')[0]; }
  if (err) {
    try {
      const cdp = await browser.newBrowserCDPSession();
      await cdp.send('Browser.setPermission', { permission: { name }, setting: 'granted', origin: 'https://partner.test', browserContextId: c._guid ? undefined : undefined });
      err += ' | cdp ok (default ctx)';
    } catch (e) { err += ' | cdp: ' + e.message.split('\n')[0]; }
  }
  const p = await c.newPage();
  await p.route('https://partner.test/**', (r) => r.fulfill({ contentType: 'text/html', body: `<iframe src="${base}/widget/demo?configId=${created.id}"></iframe>` }));
  await p.goto('https://partner.test/');
  await p.waitForTimeout(1500);
  console.log(name, err, p.frames().map((f) => f.url()));
}
await browser.close();
