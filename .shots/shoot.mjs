// Screenshots of the pages translated in session 14, in Spanish (desktop) and German (phone).
import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3900';
const pages = ['/teacher/services/new', '/teacher/sessions', '/teacher/invoices', '/teacher/settings/cancellation-policies',
  '/teacher/settings/legal-documents', '/teacher/settings/billing', '/teacher/privacy', '/teacher/audit-log',
  '/teacher/imports', '/teacher/settings/retention', '/teacher/settings/profile', '/teacher/reviews'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [locale, viewport] of [['es', { width: 1280, height: 900 }], ['de', { width: 390, height: 844 }]]) {
  const context = await browser.newContext({ viewport, locale });
  const page = await context.newPage();
  await page.goto(`${base}/api/auth/dev-login/00000000-0000-4000-8000-000000000001`);
  const r = await context.request.patch(`${base}/api/teacher/settings/profile`, { data: { locale }, headers: { origin: base } });
  console.log('patch', locale, r.status());
  const services = await (await context.request.get(`${base}/api/teacher/services?limit=1`)).json();
  const sessions = await (await context.request.get(`${base}/api/teacher/sessions?limit=1`)).json();
  const extra = [`/teacher/services/${services.data[0].id}`, sessions.data?.[0] ? `/teacher/sessions/${sessions.data[0].id}` : null].filter(Boolean);
  for (const path of [...pages, ...extra]) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
    const missing = await page.evaluate(() => /\b[a-z]+[A-Z][A-Za-z]+\.[a-z][A-Za-z.]+\b/.test(document.body.innerText) ? document.body.innerText.match(/\b[a-z]+[A-Z][A-Za-z]+\.[a-z][A-Za-z.]+\b/g).slice(0, 3) : null);
    const name = `${locale}-${path.replace(/[^a-z0-9]+/gi, '_')}.png`;
    await page.screenshot({ path: `.shots/${name}`, fullPage: false });
    console.log(locale, path, 'overflow', overflow, 'keys', missing);
  }
  await context.close();
}
await browser.close();
