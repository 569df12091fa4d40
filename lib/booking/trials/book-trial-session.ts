import 'server-only';
import { checkSlotAvailability } from '@/lib/availability/check-slot-availability';
import { recordAudit } from '@/lib/audit/record-audit';
import { db, type Prisma } from '@/lib/core/db';
import { ensureBookedFamilyMember } from '@/lib/students/ensure-booked-family-member';
import { env } from '@/lib/core/env';
import { BusinessRuleError, ConflictError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { minuteMs } from '@/lib/core/time';
import { enqueueSessionNotice } from '@/lib/notifications/enqueue-session-notice';
import { transaction } from '@/lib/outbox/transaction';
import { createCheckoutSession } from '@/lib/integrations/psp/create-checkout-session';
import { trialCheckoutMetadata } from '@/lib/payments/checkout-metadata';
import { checkoutPayer } from '@/lib/payments/family-checkout-customer';
import { recordLifecycleEvent } from '@/lib/students/record-lifecycle-event';
import { isUniqueViolation } from '@/lib/core/prisma-errors';
import { isOverlapViolation } from '../is-overlap-violation';
import { findOrCreateTrialStudent } from './find-or-create-trial-student';
import { findTrialService, type TrialService } from './find-trial-service';
import type { TTrialSessionInput, TTrialSessionResult } from './schemas';
import { expireOverlappingHolds } from '../expire-overlapping-holds';
import { checkBookingAnswers } from '@/lib/catalogue/check-booking-answers';
import { readBookingQuestions } from '@/lib/catalogue/booking-questions-fields';
import { newSessionMeetingUrl } from '@/lib/booking/meeting/new-session-meeting-url';

/** Spec: a paid trial's slot is held for 15 minutes while the visitor pays. */
export const trialHoldMinutes = 15;
/** The processor accepts a checkout expiry of 30 minutes at the least; a late payment is flagged (0014). */
const checkoutExpiryMinutes = 31;

type BookTrialSession = { teacherSlug: string; input: TTrialSessionInput; meta?: RequestMeta; now?: Date };

const slotTaken = () => new ConflictError('That time is no longer available', 'SLOT_UNAVAILABLE');

/**
 * POST /api/public/:slug/trial-session. The service must be a bookable trial of that teacher (404).
 * In one transaction: overlapping holds that expired are marked `expired`, the slot is checked
 * against the teacher's availability and busy time (409 SLOT_UNAVAILABLE), the student is found or
 * created (status `trial`), the session is created and `trial_requested` recorded. The database's
 * no-overlap constraint settles concurrent requests (the losers get 409 SLOT_UNAVAILABLE too).
 * Unpaid (price 0): `pending_confirmation`, for the teacher to confirm or reject. Paid: a `hold`
 * expiring in 15 minutes and a checkout on the teacher's connected account; if the processor
 * refuses, the hold is released (`expired`) and the error goes on.
 */
export async function bookTrialSession({
  teacherSlug,
  input,
  meta,
  now = new Date(),
}: BookTrialSession): Promise<TTrialSessionResult> {
  const service = await findTrialService(teacherSlug, input.serviceId);
  const { teacher } = service;
  const paid = service.priceAmount > 0;
  if (paid && !teacher.pspAccountId) {
    throw new BusinessRuleError('PSP_NOT_CONNECTED', 'This teacher cannot take payments yet');
  }
  // Checked before anything is written: a refusal (400 naming `answers.<id>`) leaves no trace.
  const answers = checkBookingAnswers(readBookingQuestions(service.bookingQuestions), input.answers);
  const startUtc = new Date(input.startUtc);
  const endUtc = new Date(startUtc.getTime() + service.durationMinutes * minuteMs);
  const holdExpiresAt = paid ? new Date(now.getTime() + trialHoldMinutes * minuteMs) : null;

  let session;
  for (let attempt = 1; !session; attempt += 1) {
    try {
      session = await transaction(async (tx) => {
        await expireOverlappingHolds(tx, { teacherId: teacher.id, startUtc, endUtc, now });
        const free = await checkSlotAvailability({
          teacherId: teacher.id,
          startUtc,
          durationMinutes: service.durationMinutes,
          now,
          client: tx,
        });
        if (!free) throw slotTaken();
        const student: { id: string; familyId?: string } = input.bookingFor
          ? await trialLearner(tx, { teacherId: teacher.id, input, now, meta })
          : await findOrCreateTrialStudent(tx, {
              teacherId: teacher.id,
              name: input.name,
              email: input.email,
              timezone: input.timezone,
              locale: input.locale,
              now,
            });
        const created = await tx.session.create({
          data: {
            teacherId: teacher.id,
            serviceId: service.id,
            studentId: student.id,
            startUtc,
            endUtc,
            timezone: input.timezone,
            status: paid ? 'hold' : 'pending_confirmation',
            isTrialSession: true,
            holdExpiresAt,
            meetingUrl: await newSessionMeetingUrl(tx, { teacherId: teacher.id, serviceId: service.id }),
            ...(answers.length ? { bookingAnswers: answers } : {}),
          },
          select: { id: true, status: true, studentId: true },
        });
        await recordLifecycleEvent(tx, {
          teacherId: teacher.id,
          studentId: student.id,
          type: 'trial_requested',
          metadata: { sessionId: created.id, ...(input.note ? { note: input.note } : {}) },
          occurredAt: now,
        });
        await recordAudit(tx, {
          teacherId: teacher.id,
          actor: { type: 'student', id: created.studentId },
          action: 'session.request_trial',
          entity: { type: 'session', id: created.id },
          after: { status: created.status, serviceId: service.id, startUtc, endUtc, holdExpiresAt },
          metadata: { priceAmount: service.priceAmount, currency: service.currency, note: input.note ?? null },
          request: meta,
        });
        // A paid trial is told once its payment confirms it (confirm-paid-trial); a free one now.
        if (!paid) {
          await enqueueSessionNotice(tx, {
            teacherId: teacher.id,
            sessionId: created.id,
            kind: 'booked',
            actor: 'student',
          });
        }
        return { ...created, familyId: student.familyId ?? null };
      });
    } catch (error) {
      if (isOverlapViolation(error)) throw slotTaken();
      // The same visitor's concurrent request created the student first: the next attempt finds them.
      if (attempt === 1 && isUniqueViolation(error)) continue;
      throw error;
    }
  }

  if (!paid) return { status: 'pending_confirmation', sessionId: session.id };
  const checkoutUrl = await startTrialCheckout({
    service,
    sessionId: session.id,
    payer: { familyId: session.familyId, email: input.email },
    now,
    meta,
  });
  return { status: 'checkout', checkoutUrl, sessionId: session.id };
}

/** The learner a payer books for, in the payer's family (decision 0128); a new one starts their lifecycle. */
async function trialLearner(
  tx: Prisma.TransactionClient,
  { teacherId, input, now, meta }: { teacherId: string; input: TTrialSessionInput; now: Date; meta?: RequestMeta },
): Promise<{ id: string; familyId: string }> {
  const member = await ensureBookedFamilyMember(tx, {
    teacherId,
    payer: { name: input.name, email: input.email },
    learner: input.bookingFor!,
    timezone: input.timezone,
    locale: input.locale,
    source: 'trial_request',
    meta,
    now,
  });
  return { id: member.studentId, familyId: member.familyId };
}

async function startTrialCheckout({
  service,
  sessionId,
  payer,
  now,
  meta,
}: {
  service: TrialService;
  sessionId: string;
  /** The booker, or the family whose payer pays (decision 0129). */
  payer: { familyId: string | null; email: string };
  now: Date;
  meta?: RequestMeta;
}): Promise<string> {
  const { teacher } = service;
  const back = (checkout: 'success' | 'cancelled') =>
    `${env().APP_URL.replace(/\/$/, '')}/${encodeURIComponent(teacher.slug)}?${new URLSearchParams({ trial: sessionId, checkout })}`;
  let checkout;
  try {
    checkout = await createCheckoutSession({
      accountId: teacher.pspAccountId!,
      lineItem: { name: service.name, unitAmount: service.priceAmount, currency: service.currency },
      ...(await checkoutPayer(teacher.id, teacher.pspAccountId!, payer)),
      metadata: { ...trialCheckoutMetadata(sessionId), teacherId: teacher.id },
      successUrl: back('success'),
      cancelUrl: back('cancelled'),
      idempotencyKey: `trial:${sessionId}`,
      expiresAt: new Date(now.getTime() + checkoutExpiryMinutes * minuteMs),
    });
  } catch (error) {
    await transaction(async (tx) => {
      await tx.session.updateMany({
        where: { id: sessionId, teacherId: teacher.id, status: 'hold' },
        data: { status: 'expired' },
      });
      await recordAudit(tx, {
        teacherId: teacher.id,
        actor: { type: 'system', id: null },
        action: 'session.expire_hold',
        entity: { type: 'session', id: sessionId },
        before: { status: 'hold' },
        after: { status: 'expired' },
        metadata: { reason: 'checkout_not_created' },
        request: meta,
      });
    });
    throw error;
  }
  await db.session.update({ where: { id: sessionId }, data: { pspCheckoutSessionId: checkout.id } });
  return checkout.url;
}
