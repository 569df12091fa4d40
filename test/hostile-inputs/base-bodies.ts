/**
 * A valid body for each route that takes one worth varying, and the records it needs: the sweep
 * changes one top-level field at a time, so every other field passes and the hostile one is what the
 * route meets.
 */
import {
  createAvailabilityOverride,
  createAvailabilitySchedule,
  createCancellationPolicy,
  createDiscountCode,
  createSession,
} from '@/test/factories';
import { db } from '@/lib/core/db';
import { zonedToday } from '@/lib/core/zoned-date';
import type { World } from './route-table';

export type BodyCase = {
  /** `METHOD /api/path/{param}` as in the contract. */
  route: string;
  body: Record<string, unknown>;
  params?: Record<string, string>;
};

const future = '2031-03-03T10:00:00Z';

export async function bodyCases(world: World): Promise<BodyCase[]> {
  const { teacher, student, service } = world;
  const teacherId = teacher.id;
  const [schedule, override, policy, discount, session] = await Promise.all([
    createAvailabilitySchedule({ teacherId }),
    createAvailabilityOverride({ teacherId }),
    createCancellationPolicy({ teacherId }),
    createDiscountCode({ teacherId }),
    createSession({ teacherId, serviceId: service.id, studentId: student.id }),
  ]);
  const family = await db.family.create({
    data: {
      teacherId,
      name: 'Hostile family',
      payerName: 'Payer',
      payerEmail: `payer.${crypto.randomUUID()}@example.test`,
    },
  });
  const payerBody = { name: 'Payer', email: 'payer.hostile@example.test', phone: '+34 600 000 001' };
  const rules = [{ weekday: 1, startTime: '09:00', endTime: '12:00' }];
  const scheduleBody = {
    name: 'Week',
    rules,
    validFrom: '2031-01-01',
    validUntil: '2031-12-31',
    timezone: 'Europe/Madrid',
  };
  const serviceBody = {
    name: 'Hostile lesson',
    slug: 'hostile-lesson',
    description: 'A lesson',
    priceAmount: 2500,
    currency: 'EUR',
    durationMinutes: 60,
    sortOrder: 3,
    validityDays: 30,
    tagIds: [],
  };
  const discountBody = {
    code: 'HOSTILE',
    type: 'percentage',
    value: 10,
    validFrom: '2031-01-01T00:00:00Z',
    validUntil: '2031-12-31T00:00:00Z',
    maxUses: 10,
    maxUsesPerStudent: 1,
    applicableServiceIds: [service.id],
  };
  const studentBody = {
    name: 'Ana',
    phone: '+34 600 000 000',
    timezone: 'Europe/Madrid',
    goals: 'Speak',
    preferredStartTime: '09:00',
    preferredEndTime: '12:00',
    preferredDays: [1, 3],
  };
  return [
    { route: 'POST /api/teacher/availability-schedules', body: scheduleBody },
    { route: 'PATCH /api/teacher/availability-schedules/{id}', body: scheduleBody, params: { id: schedule.id } },
    { route: 'POST /api/teacher/availability-overrides', body: { date: '2031-03-03', reason: 'Trip' } },
    {
      route: 'PATCH /api/teacher/availability-overrides/{id}',
      body: { date: '2031-03-04', reason: 'Trip' },
      params: { id: override.id },
    },
    {
      route: 'POST /api/teacher/cancellation-policies',
      body: { name: 'Policy', cancellationRules: [], maxReschedules: 2, minHoursBefore: 24 },
    },
    {
      route: 'PATCH /api/teacher/cancellation-policies/{id}',
      body: { name: 'Policy', maxReschedules: 2, minHoursBefore: 24 },
      params: { id: policy.id },
    },
    { route: 'POST /api/teacher/sessions', body: { serviceId: service.id, studentId: student.id, startUtc: future } },
    { route: 'POST /api/teacher/sessions/{id}/cancel', body: { reason: 'Ill' }, params: { id: session.id } },
    {
      route: 'PATCH /api/teacher/sessions/{id}/content',
      body: {
        teacherNotes: 'Notes',
        summary: 'Summary',
        homework: 'Read',
        homeworkDueAt: '2031-03-07',
        meetingUrl: 'https://meet.example.test/x',
      },
      params: { id: session.id },
    },
    // Issue 33: the student's writes of a lesson and of the practice log.
    { route: 'POST /api/student/sessions/{id}/homework-done', body: { done: true }, params: { id: session.id } },
    {
      route: 'POST /api/student/practice-logs',
      body: { practisedOn: zonedToday(student.timezone), minutes: 20, note: 'Scales', serviceId: service.id },
    },
    { route: 'POST /api/teacher/services', body: serviceBody },
    {
      route: 'PATCH /api/teacher/services/{id}',
      body: { ...serviceBody, slug: 'other-slug' },
      params: { id: service.id },
    },
    {
      route: 'POST /api/teacher/services/{id}/schedule',
      body: { type: 'live_session', title: 'Week 1', duration: 60, description: 'Intro' },
      params: { id: service.id },
    },
    { route: 'POST /api/teacher/discount-codes', body: discountBody },
    { route: 'PATCH /api/teacher/discount-codes/{id}', body: discountBody, params: { id: discount.id } },
    { route: 'POST /api/public/{slug}/validate-discount', body: { code: discount.code, serviceId: service.id } },
    {
      route: 'POST /api/teacher/payments/csv-export',
      body: { from: '2031-01-01T00:00:00Z', to: '2031-12-31T00:00:00Z', search: 'Ana' },
    },
    { route: 'POST /api/teacher/payments/refund', body: { paymentId: service.id, amount: 100, reason: 'duplicate' } },
    { route: 'PATCH /api/teacher/settings/scheduling', body: { bufferMinutes: 10, defaultCurrency: 'EUR' } },
    { route: 'POST /api/teacher/students', body: { ...studentBody, email: 'ana.hostile@example.test' } },
    { route: 'PATCH /api/teacher/students/{id}', body: studentBody, params: { id: student.id } },
    { route: 'POST /api/teacher/families', body: { name: 'Rossi', payer: payerBody } },
    { route: 'PATCH /api/teacher/families/{id}', body: { name: 'Rossi', payer: payerBody }, params: { id: family.id } },
    {
      route: 'POST /api/teacher/families/{id}/members',
      body: { studentId: student.id },
      params: { id: family.id },
    },
    {
      route: 'POST /api/teacher/contact-log',
      body: { studentId: student.id, channel: 'email', sentAt: '2024-01-01T10:00:00Z', note: 'Hello' },
    },
    { route: 'POST /api/teacher/tags', body: { name: 'Tag', color: '#1f8a70' } },
    {
      route: 'POST /api/public/{slug}/trial-session',
      body: {
        serviceId: service.id,
        startUtc: future,
        timezone: 'Europe/Madrid',
        name: 'Visitor',
        email: 'visitor@example.test',
        consentAccepted: true,
      },
    },
    { route: 'POST /api/student/sessions', body: { serviceId: service.id, startUtc: future, consentAccepted: true } },
    {
      route: 'POST /api/student/sessions/{id}/reschedule',
      body: { startUtc: future, timezone: 'Europe/Madrid' },
      params: { id: session.id },
    },
  ];
}

/** The tables whose rows a refused request must not add or remove, each with a `teacherId`. */
const footprintTables = [
  'services',
  'students',
  'sessions',
  'discount_codes',
  'availability_schedules',
  'availability_overrides',
  'cancellation_policies',
  'tags',
  'contact_log_entries',
  'service_schedule_items',
  'refunds',
  'families',
];

// One statement, not thirteen: the hostile-input suites take it before and after every request.
const footprintSql = `SELECT json_build_array(${footprintTables
  .map((table) => `(SELECT count(*) FROM "${table}" WHERE "teacherId" = $1)`)
  .join(', ')}, (SELECT "updatedAt" FROM "teachers" WHERE "id" = $1))::text AS footprint`;

/** Rows a refused request must not have added or changed, counted for the world's teacher. */
export async function teacherFootprint(teacherId: string): Promise<string> {
  const [row] = await db.$queryRawUnsafe<{ footprint: string }[]>(footprintSql, teacherId);
  return row!.footprint;
}
