/**
 * Another tenant's records, one of every kind a path parameter can name, and the map from a
 * documented path parameter to the record it names. A caller from another tenant must meet
 * "not found" for each of them and change none of them.
 */
import { db } from '@/lib/core/db';
import {
  createAvailabilityOverride,
  createAvailabilitySchedule,
  createCancellationPolicy,
  createDiscountCode,
  createEnrollment,
  createLessonTemplate,
  createMaterialFolder,
  createResource,
  createReview,
  createService,
  createSession,
  createStudent,
  createTeacher,
} from '@/test/factories';
import { createNotification } from '@/test/factories/notification';
import { createLegalDocument } from '@/test/legal-documents';

export type VictimRecords = Awaited<ReturnType<typeof createVictimRecords>>;

export async function createVictimRecords() {
  const teacher = await createTeacher();
  const teacherId = teacher.id;
  const student = await createStudent({ teacherId });
  const service = await createService({ teacherId, status: 'active' });
  // Its booking questions (0135): GET/PUT /api/teacher/services/{id}/questions of another tenant must neither read nor replace them.
  await db.service.update({
    where: { id: service.id },
    data: {
      bookingQuestions: [
        { id: '7f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', label: 'Victim question', kind: 'short_text', required: true },
      ],
    },
  });
  const series = await db.sessionSeries.create({
    data: {
      teacherId,
      serviceId: service.id,
      studentId: student.id,
      frequency: 'weekly',
      localTime: '10:00',
      weekday: 1,
      timezone: 'Europe/Madrid',
      createdBy: 'teacher',
    },
  });
  const [session, enrollment, schedule, override, policy, discount, legal, notification] = await Promise.all([
    createSession({ teacherId, serviceId: service.id, studentId: student.id, seriesId: series.id }),
    createEnrollment({ teacherId, serviceId: service.id, studentId: student.id }),
    createAvailabilitySchedule({ teacherId }),
    createAvailabilityOverride({ teacherId }),
    createCancellationPolicy({ teacherId }),
    createDiscountCode({ teacherId }),
    createLegalDocument({ teacherId, type: 'contract', title: 'Contract' }),
    createNotification({ teacherId }),
  ]);
  const folder = await createMaterialFolder({ teacherId });
  const [resource, template, review, scheduleItem, message, widget, erasure, waitlistEntry] = await Promise.all([
    createResource({ teacherId }),
    createLessonTemplate({ teacherId }),
    createReview({ teacherId, studentId: student.id, sessionId: session.id }),
    db.serviceScheduleItem.create({
      data: { teacherId, serviceId: service.id, sequence: 1, type: 'milestone', title: 'Milestone' },
    }),
    db.scheduledMessage.create({
      data: { teacherId, studentId: student.id, body: 'Hello', sendAt: new Date(Date.now() + 86_400_000) },
    }),
    db.widgetConfig.create({ data: { teacherId, name: 'Widget' } }),
    db.dataErasureRequest.create({
      data: { teacherId, studentId: student.id, dueAt: new Date(Date.now() + 30 * 86_400_000) },
    }),
    db.waitlistEntry.create({ data: { teacherId, serviceId: service.id, studentId: student.id } }),
  ]);
  const practiceLog = await db.practiceLog.create({
    data: { teacherId, studentId: student.id, practisedOn: new Date('2026-11-20'), minutes: 20 },
  });
  const [invoice, manualPayment, importFile, caldav] = await Promise.all([
    db.invoice.create({
      data: {
        teacherId,
        studentId: student.id,
        status: 'issued',
        number: 'INV-2026-0001',
        year: 2026,
        sequence: 1,
        currency: 'EUR',
        netAmount: 5000,
        grossAmount: 5000,
        payerName: 'Victim payer',
        issuedAt: new Date(),
      },
    }),
    db.payment.create({
      data: {
        teacherId,
        studentId: student.id,
        kind: 'balance',
        method: 'cash',
        amount: 3000,
        currency: 'EUR',
        status: 'succeeded',
        paidAt: new Date(),
      },
    }),
    db.import.create({
      data: { teacherId, kind: 'students', fileName: 'students.csv', preset: 'generic', counts: {} },
    }),
    db.caldavConnection.create({
      data: { teacherId, serverUrl: 'https://caldav.example.test/', username: 'victim', encryptedPassword: 'sealed' },
    }),
  ]);
  // A family with the victim student as its member (issue 34).
  const family = await db.family.create({
    data: {
      teacherId,
      name: 'Victim family',
      payerName: 'Victim payer',
      payerEmail: `payer.${teacherId}@example.test`,
    },
  });
  await db.student.update({ where: { id: student.id }, data: { familyId: family.id } });
  return {
    teacher,
    student,
    ids: {
      family: family.id,
      service: service.id,
      student: student.id,
      series: series.id,
      session: session.id,
      enrollment: enrollment.id,
      schedule: schedule.id,
      override: override.id,
      policy: policy.id,
      discount: discount.id,
      legalDocument: legal.document.id,
      notification: notification.id,
      folder: folder.id,
      resource: resource.id,
      template: template.id,
      review: review.id,
      scheduleItem: scheduleItem.id,
      scheduledMessage: message.id,
      widget: widget.id,
      erasureRequest: erasure.id,
      waitlistEntry: waitlistEntry.id,
      practiceLog: practiceLog.id,
      invoice: invoice.id,
      payment: manualPayment.id,
      import: importFile.id,
      caldavConnection: caldav.id,
    },
  };
}

type Kind = keyof VictimRecords['ids'];

/** Which record each `{id}` names, by the path's collection (first match wins). */
const idKinds: [RegExp, Kind][] = [
  [/\/practice-logs\//, 'practiceLog'],
  [/\/invoices\//, 'invoice'],
  [/\/payments\/manual\//, 'payment'],
  [/\/imports\//, 'import'],
  [/\/integrations\/caldav\//, 'caldavConnection'],
  [/\/availability-overrides\//, 'override'],
  [/\/availability-schedules\//, 'schedule'],
  [/\/session-series\//, 'series'],
  [/\/sessions\//, 'session'],
  [/\/cancellation-policies\//, 'policy'],
  // /api/teacher/services/{id}/questions names the service too: the victim's has a question (0135).
  [/\/services\/\{id\}\/questions$/, 'service'],
  [/\/services\//, 'service'],
  [/\/discount-codes\//, 'discount'],
  [/\/enrollments\//, 'enrollment'],
  [/\/legal-documents\//, 'legalDocument'],
  [/\/notifications\//, 'notification'],
  [/\/retention\/student\//, 'student'],
  [/\/students\//, 'student'],
  [/\/materials\//, 'folder'],
  [/\/resources\//, 'resource'],
  [/\/templates\/|\/lesson-templates\//, 'template'],
  [/\/reviews\//, 'review'],
  [/\/scheduled-messages\//, 'scheduledMessage'],
  [/\/widget-configs\//, 'widget'],
  [/\/erasure-requests\//, 'erasureRequest'],
  [/\/families\//, 'family'],
];

const namedKinds: Record<string, Kind> = {
  studentId: 'student',
  serviceId: 'service',
  itemId: 'scheduleItem',
  folderId: 'folder',
  documentId: 'legalDocument',
  entryId: 'waitlistEntry',
};

/** The victim's id for each path parameter of `path`, or null when one names nothing we hold. */
export function victimParams(path: string, victim: VictimRecords): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
    if (name === 'version') {
      params[name] = '1';
      continue;
    }
    const kind = name === 'id' ? idKinds.find(([pattern]) => pattern.test(path))?.[1] : namedKinds[name!];
    if (!kind) return null;
    params[name!] = victim.ids[kind];
  }
  return params;
}

/** Every row of the victim tenant, as one comparable value: a refused request changes none of it. */
export async function victimSnapshot(teacherId: string) {
  const rows = await db.$queryRaw<{ snapshot: string }[]>`
    SELECT md5(string_agg(row_text, '|' ORDER BY row_text)) AS snapshot FROM (
      SELECT t::text AS row_text FROM services t WHERE "teacherId" = ${teacherId}::uuid
      UNION ALL SELECT t::text FROM students t WHERE "teacherId" = ${teacherId}::uuid
      UNION ALL SELECT t::text FROM sessions t WHERE "teacherId" = ${teacherId}::uuid
      UNION ALL SELECT t::text FROM session_series t WHERE "teacherId" = ${teacherId}::uuid
      UNION ALL SELECT t::text FROM enrollments t WHERE "teacherId" = ${teacherId}::uuid
      UNION ALL SELECT t::text FROM availability_schedules t WHERE "teacherId" = ${teacherId}::uuid
      UNION ALL SELECT t::text FROM availability_overrides t WHERE "teacherId" = ${teacherId}::uuid
      UNION ALL SELECT t::text FROM cancellation_policies t WHERE "teacherId" = ${teacherId}::uuid
      UNION ALL SELECT t::text FROM discount_codes t WHERE "teacherId" = ${teacherId}::uuid
      UNION ALL SELECT t::text FROM legal_documents t WHERE "teacherId" = ${teacherId}::uuid
      UNION ALL SELECT t::text FROM notifications t WHERE "teacherId" = ${teacherId}::uuid
      UNION ALL SELECT t::text FROM material_folders t WHERE "teacherId" = ${teacherId}::uuid
      UNION ALL SELECT t::text FROM resources t WHERE "teacherId" = ${teacherId}::uuid
      UNION ALL SELECT t::text FROM lesson_templates t WHERE "teacherId" = ${teacherId}::uuid
      UNION ALL SELECT t::text FROM reviews t WHERE "teacherId" = ${teacherId}::uuid
      UNION ALL SELECT t::text FROM service_schedule_items t WHERE "teacherId" = ${teacherId}::uuid
      UNION ALL SELECT t::text FROM scheduled_messages t WHERE "teacherId" = ${teacherId}::uuid
      UNION ALL SELECT t::text FROM widget_configs t WHERE "teacherId" = ${teacherId}::uuid
      UNION ALL SELECT t::text FROM data_erasure_requests t WHERE "teacherId" = ${teacherId}::uuid
      UNION ALL SELECT t::text FROM practice_logs t WHERE "teacherId" = ${teacherId}::uuid
      UNION ALL SELECT t::text FROM invoices t WHERE "teacherId" = ${teacherId}::uuid
      UNION ALL SELECT t::text FROM payments t WHERE "teacherId" = ${teacherId}::uuid
      UNION ALL SELECT t::text FROM imports t WHERE "teacherId" = ${teacherId}::uuid
      UNION ALL SELECT t::text FROM caldav_connections t WHERE "teacherId" = ${teacherId}::uuid
      UNION ALL SELECT t::text FROM families t WHERE "teacherId" = ${teacherId}::uuid
      UNION ALL SELECT t::text FROM teachers t WHERE id = ${teacherId}::uuid
    ) AS tenant_rows`;
  return rows[0]?.snapshot ?? '';
}
