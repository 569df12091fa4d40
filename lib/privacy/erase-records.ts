import 'server-only';
import { Prisma } from '@/generated/prisma/client';
import {
  driveCopiesTrashRequestedEvent,
  scheduledMessageCancelledEvent,
  subscriptionCancelRequestedEvent,
} from '@/lib/jobs/job-events';
import { enqueueEvent } from '@/lib/outbox/enqueue-event';

type Tx = Prisma.TransactionClient;
export type Scope = { teacherId: string; studentId: string; now: Date };

export const erasedStudentName = 'Erased student';
export const erasedStudentEmail = (studentId: string) => `erased-${studentId}@invalid`;

/**
 * Step 1 of the spec's order: what exists only because of the student is deleted outright (contact
 * log, lifecycle events, legal acceptances and the student's contracts, review requests, notifications
 * about or to the student, their practice log), with what would let the erased person act again (sign-ins, sign-in links)
 * or be written to (their scheduled messages; the pending ones' sleeping jobs are cancelled).
 */
export async function deleteStudentRecords(tx: Tx, { teacherId, studentId }: Scope) {
  const own = { teacherId, studentId };
  const contactLog = (await tx.contactLogEntry.deleteMany({ where: own })).count;
  const lifecycleEvents = (await tx.studentLifecycleEvent.deleteMany({ where: own })).count;
  const legalAcceptances = (await tx.legalAcceptance.deleteMany({ where: own })).count;
  const contracts = (await tx.contract.deleteMany({ where: own })).count;
  const reviewRequests = (await tx.reviewRequest.deleteMany({ where: own })).count;
  const notifications = (await tx.notification.deleteMany({ where: own })).count;
  // The student's own diary of practice (issue 33): theirs alone, nothing the teacher must keep.
  const practiceLogs = (await tx.practiceLog.deleteMany({ where: own })).count;
  const pending = await tx.scheduledMessage.findMany({ where: { ...own, status: 'pending' }, select: { id: true } });
  for (const message of pending) await enqueueEvent(tx, scheduledMessageCancelledEvent, { messageId: message.id });
  const scheduledMessages = (await tx.scheduledMessage.deleteMany({ where: own })).count;
  const tags = (await tx.studentTag.deleteMany({ where: { studentId, student: { teacherId } } })).count;
  // Their payer's sign-ins acting for them go with the student's own (both carry the studentId).
  const sessions = await tx.authSession.deleteMany({ where: { studentId, student: { teacherId } } });
  await tx.magicLinkToken.deleteMany({ where: own });
  // Out of their family (issue 34): the payer no longer books, pays or hears for them.
  const familyMemberships = (
    await tx.student.updateMany({
      where: { id: studentId, teacherId, familyId: { not: null } },
      data: { familyId: null },
    })
  ).count;
  return {
    familyMemberships,
    contactLog,
    lifecycleEvents,
    legalAcceptances,
    contracts,
    reviewRequests,
    notifications,
    practiceLogs,
    scheduledMessages,
    tags,
    signIns: sessions.count,
  };
}

/** Reviews keep rating and content; the author's identity goes (name, avatar, the link to the student). */
export async function anonymiseReviews(tx: Tx, { teacherId, studentId, now }: Scope) {
  const { count } = await tx.review.updateMany({
    where: { teacherId, studentId },
    data: { studentId: null, reviewerName: null, reviewerAvatarUrl: null, isAnonymous: true, anonymizedAt: now },
  });
  return count;
}

/**
 * The content of the student's own sessions (summary, homework, the teacher's notes, reasons, the
 * checkout id, the answers to the booking questions) is cleared; the session itself stays for the teacher's history and statistics. Group
 * sessions the student only joined keep their shared content; the seat loses its mood.
 */
export async function anonymiseSessions(tx: Tx, { teacherId, studentId }: Scope) {
  const { count: sessions } = await tx.session.updateMany({
    where: {
      teacherId,
      studentId,
      OR: [
        ...['summary', 'homework', 'teacherNotes', 'cancellationReason', 'rejectionReason', 'pspCheckoutSessionId'].map(
          (field) => ({ [field]: { not: null } }),
        ),
        { bookingAnswers: { not: Prisma.DbNull } },
      ],
    },
    data: {
      summary: null,
      homework: null,
      homeworkDueAt: null,
      homeworkDoneAt: null,
      teacherNotes: null,
      cancellationReason: null,
      rejectionReason: null,
      pspCheckoutSessionId: null,
      bookingAnswers: Prisma.DbNull,
    },
  });
  const { count: participations } = await tx.sessionParticipant.updateMany({
    where: { teacherId, studentId, OR: [{ mood: { not: null } }, { moodSubmittedAt: { not: null } }] },
    data: { mood: null, moodSubmittedAt: null, homeworkDoneAt: null },
  });
  return { sessions, participations };
}

/**
 * Copies are marked deleted now; moving the files, and the student's folder (named after them), to
 * the drive's trash is a job after the commit.
 */
export async function markDriveCopiesDeleted(tx: Tx, { teacherId, studentId }: Scope) {
  const copies = await tx.driveFileCopy.findMany({
    where: { teacherId, studentId, status: { not: 'deleted' } },
    select: { id: true, driveFileId: true },
  });
  const folder = await tx.student.findFirst({ where: { id: studentId, teacherId }, select: { driveFolderId: true } });
  const driveFolderId = folder?.driveFolderId ?? undefined;
  if (copies.length) {
    await tx.driveFileCopy.updateMany({
      where: { id: { in: copies.map((copy) => copy.id) } },
      data: { status: 'deleted' },
    });
  }
  const driveFileIds = copies.flatMap((copy) => (copy.driveFileId ? [copy.driveFileId] : []));
  if (driveFileIds.length || driveFolderId)
    await enqueueEvent(tx, driveCopiesTrashRequestedEvent, { teacherId, studentId, driveFileIds, driveFolderId });
  return copies.length;
}

/**
 * Enrollments stay for the accounts. Open ones end (an erased student takes no more lessons); a
 * subscription is cancelled at the processor by the same job as a teacher's cancellation.
 */
export async function closeEnrollments(tx: Tx, { teacherId, studentId, now }: Scope) {
  const open = await tx.enrollment.findMany({
    where: { teacherId, studentId, status: { in: ['pending_payment', 'active', 'suspended'] } },
    select: { id: true, pspSubscriptionId: true },
  });
  if (open.length) {
    await tx.enrollment.updateMany({
      where: { id: { in: open.map((row) => row.id) } },
      data: { status: 'cancelled', cancelledAt: now, checkoutExpiresAt: null },
    });
  }
  let subscriptionsCancelled = 0;
  for (const row of open) {
    if (!row.pspSubscriptionId) continue;
    subscriptionsCancelled += 1;
    await enqueueEvent(tx, subscriptionCancelRequestedEvent, {
      teacherId,
      enrollmentId: row.id,
      subscriptionId: row.pspSubscriptionId,
    });
  }
  const { count: enrollments } = await tx.enrollment.updateMany({
    where: {
      teacherId,
      studentId,
      OR: [{ pspCheckoutSessionId: { not: null } }, { bookingAnswers: { not: Prisma.DbNull } }],
    },
    // The answers to the booking questions go with the checkout id (0135).
    data: { pspCheckoutSessionId: null, bookingAnswers: Prisma.DbNull },
  });
  const { count: waitlistEntries } = await tx.waitlistEntry.updateMany({
    where: { teacherId, studentId, status: { in: ['waiting', 'notified'] } },
    data: { status: 'cancelled' },
  });
  return { enrollments: Math.max(enrollments, open.length), subscriptionsCancelled, waitlistEntries };
}

/** The student row keeps its id (sessions, payments and enrollments still point at it); PII goes. */
export async function anonymiseStudentRecord(tx: Tx, { teacherId, studentId, now }: Scope, deletedAt: Date | null) {
  const { count } = await tx.student.updateMany({
    where: { id: studentId, teacherId },
    data: {
      name: erasedStudentName,
      email: erasedStudentEmail(studentId),
      phone: null,
      goals: null,
      notes: null,
      level: null,
      mood: null,
      status: 'inactive',
      preferredStartTime: null,
      preferredEndTime: null,
      preferredDays: [],
      driveFolderId: null,
      calendarFeedToken: null,
      pspCustomerId: null,
      deletedAt: deletedAt ?? now,
      anonymizedAt: now,
    },
  });
  return count;
}

/** Payments keep every amount; the processor's ids (which lead back to the customer) are removed. */
export async function anonymisePayments(tx: Tx, { teacherId, studentId, now }: Scope) {
  const { count } = await tx.payment.updateMany({
    where: { teacherId, studentId },
    data: {
      pspPaymentIntentId: null,
      pspChargeId: null,
      pspCheckoutSessionId: null,
      pspInvoiceId: null,
      anonymizedAt: now,
    },
  });
  return count;
}

/**
 * Invoices outlive the erasure (issue 35): issued invoices and credit notes are kept for the
 * bookkeeping the law requires, with the payer's name as issued and nothing more (the e-mail address
 * goes); drafts were never documents and are deleted.
 */
export async function keepIssuedInvoices(tx: Tx, { teacherId, studentId }: Scope) {
  const drafts = await tx.invoice.deleteMany({ where: { teacherId, studentId, status: 'draft' } });
  const kept = await tx.invoice.updateMany({
    where: { teacherId, studentId, status: { not: 'draft' } },
    data: { payerEmail: null },
  });
  return { invoiceDrafts: drafts.count, invoicesKept: kept.count };
}
