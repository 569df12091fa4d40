import 'server-only';
import { createElement } from 'react';
import { issueMagicLinkToken } from '@/lib/auth/magic-link/issue-magic-link-token';
import { magicLinkLifetimeMinutes } from '@/lib/auth/magic-link/magic-link-token';
import { magicLinkUrl } from '@/lib/auth/magic-link/magic-link-url';
import type { Prisma } from '@/lib/core/db';
import { noticeFamilySelect, noticeRecipients, recipientRegional } from '@/lib/families/notice-recipients';
import { MagicLinkEmail, magicLinkEmailSubject } from '@/lib/mail/templates/magic-link-email';
import { enqueueSessionNotice } from '@/lib/notifications/enqueue-session-notice';
import { enqueueEmail } from '@/lib/outbox/enqueue-email';
import { recordLifecycleEvent } from '@/lib/students/record-lifecycle-event';
import type { WebhookEffects } from '@/lib/payments/webhook-effects';
import { expireOverlappingHolds } from '../expire-overlapping-holds';
import { signInAfterPaymentKey } from './start-time-first-checkout';
import { timeFirstConfirmationPath } from './time-first-return-urls';

type CompleteTimeFirstBooking = {
  teacherId: string;
  enrollmentId: string;
  /** The checkout's metadata: whether the payer booked without a student session. */
  metadata: Record<string, string> | null;
  effects: WebhookEffects;
  now: Date;
};

/** Statuses that hold a teacher's time under the no-overlap constraint (all but these free it). */
const freeingStatuses = ['cancelled', 'rejected', 'expired'] as const;

/**
 * Inside `checkout.session.completed`, after the paid enrollment became active with its credit:
 * the session held for it (a time-first booking, 0030) becomes `scheduled` and takes that credit.
 * Nothing to do for an ordinary enrollment (no session is linked to it yet).
 *
 * - Still `hold` (even past its expiry, before the sweep): the constraint kept the time ours, so it
 *   is scheduled.
 * - `expired` (the hold ran out before the payment): scheduled again if nothing holds the time now;
 *   if the time was taken meanwhile, the credit stays on the enrollment for the student to book
 *   another time, and the audit entry says so (no refund: the lesson was bought). A concurrent
 *   booking of the same time makes the constraint refuse the update: the delivery fails and the
 *   processor's retry finds the time taken.
 *
 * Runs once per checkout: the caller returns early when the payment is already recorded.
 * Returns what happened (null: no held session, an ordinary enrollment).
 */
export async function completeTimeFirstBooking(
  tx: Prisma.TransactionClient,
  { teacherId, enrollmentId, metadata, effects, now }: CompleteTimeFirstBooking,
): Promise<'scheduled' | 'credit_kept' | null> {
  const held = await tx.session.findFirst({
    where: { teacherId, enrollmentId, isTrialSession: false, status: { in: ['hold', 'expired'] } },
    orderBy: { createdAt: 'desc' },
    select: { id: true, status: true, studentId: true, serviceId: true, startUtc: true, endUtc: true },
  });
  if (!held || !held.studentId) return null;

  if (held.status === 'expired' && !(await timeStillFree(tx, teacherId, held, now))) {
    effects.audit({
      teacherId,
      action: 'session.payment_after_hold',
      entity: { type: 'session', id: held.id },
      before: { status: 'expired' },
      after: { status: 'expired' },
      metadata: { enrollmentId, creditKept: true, reason: 'time_taken_after_hold_expired' },
    });
    await signInIfVisitor(tx, metadata, { teacherId, studentId: held.studentId, sessionId: held.id, now });
    return 'credit_kept';
  }

  await tx.session.update({
    where: { id: held.id, teacherId },
    data: { status: 'scheduled', holdExpiresAt: null },
  });
  await tx.enrollment.update({
    where: { id: enrollmentId, teacherId },
    data: { sessionsScheduled: { increment: 1 } },
  });
  await recordLifecycleEvent(tx, {
    teacherId,
    studentId: held.studentId,
    type: 'first_session',
    metadata: { sessionId: held.id, serviceId: held.serviceId },
    occurredAt: now,
  });
  effects.audit({
    teacherId,
    action: 'session.book_time_first',
    entity: { type: 'session', id: held.id },
    before: { status: held.status },
    after: { status: 'scheduled', enrollmentId },
    metadata: { enrollmentId, revivedAfterExpiry: held.status === 'expired' },
  });
  // The student's booking e-mail (.ics) and the teacher's notice, in the payment's transaction.
  await enqueueSessionNotice(tx, { teacherId, sessionId: held.id, kind: 'booked', actor: 'student' });
  await signInIfVisitor(tx, metadata, { teacherId, studentId: held.studentId, sessionId: held.id, now });
  return 'scheduled';
}

type SignInFor = { teacherId: string; studentId: string; sessionId: string; now: Date };

/** A payer who booked without a student session gets a sign-in link to the confirmation (0013's way for visitors). */
async function signInIfVisitor(
  tx: Prisma.TransactionClient,
  metadata: CompleteTimeFirstBooking['metadata'],
  who: SignInFor,
) {
  if (metadata?.[signInAfterPaymentKey] === 'true') await emailSignInLink(tx, who);
}

async function timeStillFree(
  tx: Prisma.TransactionClient,
  teacherId: string,
  held: { id: string; startUtc: Date; endUtc: Date },
  now: Date,
) {
  await expireOverlappingHolds(tx, { teacherId, startUtc: held.startUtc, endUtc: held.endUtc, now });
  const taken = await tx.session.findFirst({
    where: {
      teacherId,
      id: { not: held.id },
      status: { notIn: [...freeingStatuses] },
      startUtc: { lt: held.endUtc },
      endUtc: { gt: held.startUtc },
    },
    select: { id: true },
  });
  return !taken;
}

/**
 * A visitor paid without signing in: the address they gave gets a sign-in link to the booked
 * lesson, as an enrolling visitor gets one (0013), in the payment's transaction (outbox). The link
 * is a booking notice, so it goes where `noticeRecipients` sends one (issue 34): for a family's minor
 * to the payer, as the payer's link (acting for this member, decision 0124); never to `.invalid`.
 */
async function emailSignInLink(tx: Prisma.TransactionClient, { teacherId, studentId, sessionId, now }: SignInFor) {
  const student = await tx.student.findFirst({
    where: { id: studentId, teacherId, deletedAt: null },
    select: {
      name: true,
      email: true,
      locale: true,
      isMinor: true,
      familyId: true,
      family: { select: noticeFamilySelect },
      teacher: { select: { name: true, slug: true } },
    },
  });
  if (!student) return;
  for (const recipient of noticeRecipients(student, 'booking')) {
    const { token } = await issueMagicLinkToken(
      {
        teacherId,
        studentId,
        redirectTo: timeFirstConfirmationPath(student.teacher.slug, sessionId),
        familyId: recipient.as === 'payer' ? student.familyId : null,
      },
      now,
      tx,
    );
    const { locale } = recipientRegional(recipient, student);
    await enqueueEmail(tx, {
      to: recipient.email,
      subject: magicLinkEmailSubject(student.teacher.name, locale),
      react: createElement(MagicLinkEmail, {
        studentName: recipient.name,
        teacherName: student.teacher.name,
        signInUrl: magicLinkUrl(student.teacher.slug, token),
        expiresInMinutes: magicLinkLifetimeMinutes,
        locale,
      }),
      teacherId,
    });
  }
}
