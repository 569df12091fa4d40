import type { AnalyticsEventType, Prisma } from '@/generated/prisma/client';
import type { SeedContext, ServiceKey } from './types';

/** Visitor funnel of the last 30 days: many page views, fewer service views, a few checkouts. */
const funnel: Array<[AnalyticsEventType, number, ServiceKey?]> = [
  ['page_view', 24],
  ['service_view', 12, 'package'],
  ['service_view', 6, 'course'],
  ['availability_view', 8, 'single'],
  ['booking_started', 4, 'single'],
  ['trial_requested', 2, 'trial'],
  ['checkout_started', 3, 'package'],
  ['enrollment_started', 2, 'package'],
  ['widget_view', 10],
  ['widget_click', 3],
];

/**
 * The demo teacher's own website (a reserved name) and a local page for trying the widget (README:
 * "Try the booking widget"): the demo widget allows both, and its views were recorded on the website.
 */
export const demoWidgetOrigins = (profileKey: string) => [
  `https://www.${profileKey}-lessons.example`,
  'http://localhost:8080',
];

/** A booking widget, analytics events, and a few audit entries so those pages are not empty. */
export async function seedAnalytics({ tx, profile, teacherId, clock, id }: SeedContext) {
  const widgetId = id('widget', 'website');
  const [website] = demoWidgetOrigins(profile.key);
  const widget = {
    id: widgetId,
    teacherId,
    name: 'Website booking widget',
    serviceIds: [],
    theme: { primaryColor: profile.tags[0]?.color ?? '#6366f1', layout: 'list' },
    allowedOrigins: demoWidgetOrigins(profile.key),
  } satisfies Prisma.WidgetConfigUncheckedCreateInput;
  await tx.widgetConfig.upsert({ where: { id: widgetId }, create: widget, update: widget });

  let sequence = 0;
  for (const [type, count, service] of funnel) {
    for (let index = 0; index < count; index += 1) {
      sequence += 1;
      const fromWidget = type.startsWith('widget_');
      const data = {
        id: id('analytics', type, service ?? '-', index),
        teacherId,
        type,
        source: fromWidget ? 'widget' : 'page',
        serviceId: service ? id('service', service) : null,
        widgetConfigId: fromWidget ? widgetId : null,
        sessionId: `visitor-${profile.key}-${sequence % 17}`,
        path: service ? `/${profile.key}/services/${profile.services[service].slug}` : `/${profile.key}`,
        // A widget's events name the site that shows it; page views sometimes come from a search.
        referrer: fromWidget ? website! : sequence % 3 === 0 ? 'https://www.google.com/' : null,
        // Spread over the last 30 days at varying hours.
        createdAt: clock.daysAgo(((sequence * 7) % 30) + (sequence % 5) / 10),
      } satisfies Prisma.AnalyticsEventUncheckedCreateInput;
      await tx.analyticsEvent.upsert({ where: { id: data.id }, create: data, update: data });
    }
  }

  // The audit log is append-only (updates are refused), so existing entries are left as they are.
  const actor = { teacherId, actorType: 'teacher', actorId: teacherId } as const;
  const audits: Prisma.AuditLogCreateManyInput[] = [
    {
      ...actor,
      id: id('audit', 'publish'),
      action: 'service.publish',
      entityType: 'service',
      entityId: id('service', 'course'),
      createdAt: clock.daysAgo(30),
    },
    {
      ...actor,
      id: id('audit', 'complete'),
      action: 'session.complete',
      category: 'student',
      entityType: 'session',
      entityId: id('session', 'e1-3'),
      createdAt: clock.daysAgo(7),
    },
    {
      ...actor,
      id: id('audit', 'respond'),
      action: 'review.respond',
      entityType: 'review',
      entityId: id('review', 'with-response'),
      createdAt: clock.daysAgo(19),
    },
  ];
  await tx.auditLog.createMany({ data: audits, skipDuplicates: true });
}
