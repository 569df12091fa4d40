/** A student with a record in every category the erasure touches (test-only). */
import { db } from '@/lib/core/db';
import { createStudent as addStudent } from '@/lib/students/create-student';
import {
  createEnrollment,
  createResource,
  createReview,
  createService,
  createSession,
  createStudent,
  createTeacher,
  uniqueSuffix,
} from '@/test/factories';

const day = 24 * 60 * 60 * 1000;

/** A teacher with two students; `student` has history everywhere, `other` a little of their own. */
export async function studentWithHistory() {
  const suffix = uniqueSuffix();
  const identity = {
    name: `Xanthe Vorquist-${suffix}`,
    email: `xv.${suffix}@example.test`,
    phone: `+34 699 ${suffix.slice(0, 3)} ${suffix.slice(3, 6)}`.replace(/[a-f]/g, '7'),
  };
  const teacher = await createTeacher();
  const service = await createService({ teacherId: teacher.id, durationMinutes: 60 });
  // Through the domain function: its audit entry, lifecycle event and welcome e-mail are real.
  const created = await addStudent({
    teacherId: teacher.id,
    input: {
      ...identity,
      goals: `${identity.name} wants to pass C1`,
      notes: 'Call on Fridays',
      sendWelcomeEmail: true,
      preferredDays: [1, 3],
    },
  });
  const student = await db.student.findUniqueOrThrow({ where: { id: created.id } });
  const other = await createStudent({ teacherId: teacher.id, name: `Other Learner-${suffix}` });
  const own = { teacherId: teacher.id, studentId: student.id };

  const enrollment = await createEnrollment({
    ...own,
    serviceId: service.id,
    pspSubscriptionId: `sub_${suffix}`,
    pspCheckoutSessionId: `cs_${suffix}`,
  });
  const session = await createSession({
    ...own,
    serviceId: service.id,
    enrollmentId: enrollment.id,
    status: 'completed',
    startUtc: new Date(Date.now() - 3 * day),
    summary: `${identity.name} practised the subjunctive`,
    homework: 'Exercise 4',
    teacherNotes: `Phone ${identity.phone} if late`,
  });
  const payment = await db.payment.create({
    data: {
      ...own,
      enrollmentId: enrollment.id,
      amount: 30_000,
      currency: 'EUR',
      taxAmount: 5_207,
      status: 'succeeded',
      description: `10 lessons for ${identity.name}`,
      pspPaymentIntentId: `pi_${suffix}`,
      pspChargeId: `ch_${suffix}`,
      paidAt: new Date(),
    },
  });
  const review = await createReview({
    ...own,
    sessionId: session.id,
    serviceId: service.id,
    rating: 4,
    content: 'Clear explanations and a lot of patience',
    reviewerName: identity.name,
    reviewerAvatarUrl: 'https://example.test/avatar.png',
    teacherResponse: `Thank you ${identity.name}!`,
  });
  await db.reviewRequest.create({ data: { ...own, sessionId: session.id } });
  await db.contactLogEntry.create({ data: { ...own, channel: 'phone', note: `Called ${identity.phone}` } });
  await db.notification.create({ data: { ...own, type: 'new_booking', title: `New booking from ${identity.name}` } });
  const document = await db.legalDocument.create({
    data: { teacherId: teacher.id, type: 'terms', title: 'Terms', state: 'published', currentVersion: 1 },
  });
  const version = await db.legalDocumentVersion.create({
    data: { documentId: document.id, version: 1, title: 'Terms', bodyMarkdown: 'Terms' },
  });
  await db.legalAcceptance.create({
    data: {
      ...own,
      documentId: document.id,
      documentVersionId: version.id,
      state: 'signed',
      acceptedAt: new Date(),
      ipAddress: '10.1.2.3',
      history: [{ by: identity.email }],
    },
  });
  await db.contract.create({
    data: { ...own, title: `Agreement with ${identity.name}`, bodyMarkdown: identity.email },
  });
  await db.waitlistEntry.create({ data: { ...own, serviceId: (await createService({ teacherId: teacher.id })).id } });
  const resource = await createResource({ teacherId: teacher.id });
  await db.driveFileCopy.create({
    data: { ...own, resourceId: resource.id, sessionId: session.id, driveFileId: `drive_${suffix}`, status: 'copied' },
  });
  await db.scheduledMessage.create({
    data: { ...own, body: `Hi ${identity.name}, see you soon`, sendAt: new Date(Date.now() + day) },
  });
  await db.emailOutbox.create({
    data: {
      teacherId: teacher.id,
      to: identity.email,
      from: 'noreply@example.test',
      subject: `Welcome ${identity.name}`,
      html: `<p>${identity.name}</p>`,
      status: 'sent',
    },
  });
  // The other student's own history, which must survive and never appear in the first one's export.
  const otherSession = await createSession({
    teacherId: teacher.id,
    serviceId: service.id,
    studentId: other.id,
    summary: 'Other summary',
  });
  await db.payment.create({
    data: { teacherId: teacher.id, studentId: other.id, amount: 9_900, currency: 'EUR', status: 'succeeded' },
  });
  await db.contactLogEntry.create({
    data: { teacherId: teacher.id, studentId: other.id, channel: 'email', note: 'Other note' },
  });
  // The practice log (issue 33): one entry each; the other's note must not leak into the export.
  await db.practiceLog.create({
    data: { teacherId: teacher.id, studentId: student.id, practisedOn: new Date('2026-11-20'), minutes: 30, note: 'Scales' },
  });
  await db.practiceLog.create({
    data: { teacherId: teacher.id, studentId: other.id, practisedOn: new Date('2026-11-20'), minutes: 45, note: 'Other practice' },
  });
  return { teacher, service, student, other, identity, enrollment, session, payment, review, otherSession };
}
