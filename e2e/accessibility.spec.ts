import { demoTeacherLogin, signInStudent } from './support/booking';
import { expectAccessiblePages, firstLinkPath, linkPaths } from './support/axe';
import { expect, test } from './support/fixtures';

/**
 * Every page of the product (each page.tsx under app/, dynamic ones with records of the demo data)
 * passes axe-core's WCAG 2.1 A/AA rules with no serious or critical violation, at desktop and
 * phone size (issue 29, item 13). One test per audience visits its pages in turn.
 */

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
// A record's page, with or without a query (`?period=30`).
const recordPage = (prefix: string) => new RegExp(`^${prefix}/${uuid}(\\?.*)?$`);

test('public and sign-in pages have no serious accessibility violations @phone', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  await page.goto('/demo');
  const services = await linkPaths(page, /^\/demo\/services\/[\w-]+$/);
  expect(services.length).toBeGreaterThan(0);
  // At phone size one service page and one booking page stand for their templates (CI time, 0178).
  const phone = testInfo.project.name === 'phone';
  const sample = (paths: Iterable<string>) => (phone ? [...paths].slice(0, 1) : [...paths]);
  const booking = new Set<string>();
  for (const service of services) {
    await page.goto(service);
    for (const path of await linkPaths(page, /^\/demo\/book\/[\w-]+$/)) booking.add(path);
    if (phone && booking.size) break;
  }
  expect(booking.size).toBeGreaterThan(0);

  await expectAccessiblePages(page, [
    '/',
    '/sign-in',
    '/sign-in/student',
    '/sign-in/student?teacher=demo',
    '/auth/magic-link?teacher=demo',
    '/dev/mailbox',
    '/docs/api',
    '/demo',
    ...sample(services),
    ...sample(booking),
  ]);
});

test('the student portal has no serious accessibility violations @phone', async ({ page, context }, testInfo) => {
  test.setTimeout(180_000);
  const portal = await signInStudent(page, context, 'sophie.laurent@example.com');
  const sessions = (await (await portal.request.get('/api/student/sessions?limit=100')).json()) as {
    data: { id: string; isTrialSession: boolean; teacher: { slug: string } }[];
  };
  // A lesson of hers from a package: the confirmation page a time-first booking lands on. Other
  // journeys give her lessons the teacher booked without a package, which have no such page.
  let bookedPage: string | undefined;
  for (const session of sessions.data.filter((each) => !each.isTrialSession && each.teacher.slug === 'demo')) {
    if ((await portal.request.get(`/demo/booked/${session.id}`)).ok()) {
      bookedPage = `/demo/booked/${session.id}`;
      break;
    }
  }
  expect(bookedPage).toBeDefined();

  const portalPages = [
    '/portal',
    '/portal?scope=past',
    '/portal/contracts',
    '/portal/invoices',
    '/portal/homework',
    '/portal/practice',
    '/portal/privacy',
    '/portal/reminders',
    '/portal/reviews',
    '/portal/waitlist',
    bookedPage!,
  ];
  // At phone size the pages of distinct layouts stand for the rest: cards, a table, a form (CI time, 0178).
  const phoneLayouts = new Set(['/portal', '/portal/invoices', '/portal/reminders', bookedPage!]);
  await expectAccessiblePages(
    portal,
    testInfo.project.name === 'phone' ? portalPages.filter((path) => phoneLayouts.has(path)) : portalPages,
  );

  // The demo family's payer (prisma/seed/families.ts): the family overview, in a session of their own.
  const payer = await signInStudent(page, context, 'laura.garcia@example.com');
  await expectAccessiblePages(payer, ['/portal/family']);
});

// Desktop only: the teacher's area is swept once (1.6 minutes more at phone size kept CI near its
// 30 minutes); its phone layouts are checked by the @phone journeys and screens.spec.ts.
test('every teacher page has no serious accessibility violations', async ({ page }) => {
  test.setTimeout(600_000);
  await page.goto(demoTeacherLogin);
  const service = await firstLinkPath(page, '/teacher/services', recordPage('/teacher/services'));
  const records = [
    service,
    `${service}/roster`,
    await firstLinkPath(page, '/teacher/sessions', recordPage('/teacher/sessions')),
    await firstLinkPath(page, '/teacher/students', recordPage('/teacher/students')),
    // The demo family (prisma/seed/families.ts): members, their next lessons, credits and payments.
    await firstLinkPath(page, '/teacher/families?search=Laura%20Garc%C3%ADa', recordPage('/teacher/families')),
    await firstLinkPath(page, '/teacher/discounts', recordPage('/teacher/discounts')),
    await firstLinkPath(page, '/teacher/materials', recordPage('/teacher/materials/templates')),
    await firstLinkPath(page, '/teacher/insights', recordPage('/teacher/insights/content/templates')),
    await firstLinkPath(page, '/teacher/settings/legal-documents', recordPage('/teacher/settings/legal-documents')),
    await firstLinkPath(page, '/teacher/settings/widget', recordPage('/teacher/settings/widget')),
  ];

  await expectAccessiblePages(page, [
    '/teacher',
    '/teacher/onboarding',
    '/teacher/calendar',
    '/teacher/calendar?view=month',
    '/teacher/calendar?view=day',
    '/teacher/sessions',
    '/teacher/sessions/new',
    '/teacher/students',
    '/teacher/students/board',
    '/teacher/students/new',
    '/teacher/families',
    '/teacher/imports',
    '/teacher/services',
    '/teacher/services/new',
    '/teacher/services/reorder',
    '/teacher/materials',
    '/teacher/materials/templates/new',
    '/teacher/materials/trash',
    '/teacher/discounts',
    '/teacher/discounts/new',
    '/teacher/payments',
    '/teacher/invoices',
    '/teacher/insights',
    '/teacher/reviews',
    '/teacher/messages',
    '/teacher/privacy',
    '/teacher/audit-log',
    '/teacher/audit-log/history',
    '/teacher/settings',
    '/teacher/settings/general',
    '/teacher/settings/profile',
    '/teacher/settings/availability',
    '/teacher/settings/sessions',
    '/teacher/settings/cancellation-policies',
    '/teacher/settings/payments',
    '/teacher/settings/billing',
    '/teacher/settings/notifications',
    '/teacher/settings/integrations',
    '/teacher/settings/dashboard',
    '/teacher/settings/retention',
    '/teacher/settings/contracts',
    '/teacher/settings/legal-documents',
    '/teacher/settings/widget',
    '/teacher/settings/widget/new',
    ...records,
  ]);
});
