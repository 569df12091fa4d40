import 'server-only';
import type { StudentSession } from '@/lib/auth/read-student-session';
import { checkSlotAvailability } from '@/lib/availability/check-slot-availability';
import { recordAudit } from '@/lib/audit/record-audit';
import type { Prisma } from '@/lib/core/db';
import { BusinessRuleError, ConflictError } from '@/lib/core/errors';
import { isUniqueViolation } from '@/lib/core/prisma-errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { minuteMs } from '@/lib/core/time';
import { assertServiceHasRoom } from '@/lib/enrollments/assert-service-has-room';
import { lockReservationRows } from '@/lib/enrollments/lock-reservation-rows';
import { priceEnrollment } from '@/lib/enrollments/price-enrollment';
import { resolveEnrollingPerson, type EnrollingPerson } from '@/lib/enrollments/resolve-enrolling-person';
import { assertLegalAccepted } from '@/lib/legal/assert-legal-accepted';
import { recordLegalAcceptances } from '@/lib/legal/record-legal-acceptances';
import { recordPayerAcceptances } from '@/lib/legal/record-payer-acceptances';
import { transaction } from '@/lib/outbox/transaction';
import { ensureBookedFamilyMember } from '@/lib/students/ensure-booked-family-member';
import { expireOverlappingHolds } from '../expire-overlapping-holds';
import { isOverlapViolation } from '../is-overlap-violation';
import { findOrCreateBookingStudent } from './find-or-create-booking-student';
import { findTimeFirstService, type TimeFirstService } from './find-time-first-service';
import type { TTimeFirstBookingBody, TTimeFirstHeldResult } from './schemas';
import type { Held } from './time-first-hold';
import { startTimeFirstCheckout } from './start-time-first-checkout';
import { checkBookingAnswers } from '@/lib/catalogue/check-booking-answers';
import { readBookingQuestions } from '@/lib/catalogue/booking-questions-fields';
import type { TStoredBookingAnswer } from '@/lib/catalogue/booking-questions-schemas';
import { newSessionMeetingUrl } from '@/lib/booking/meeting/new-session-meeting-url';

/** The paid trial's hold (spec): the time is the payer's for 15 minutes. */
export const timeFirstHoldMinutes = 15;

type BookTimeFirstSession = {
  teacherSlug: string;
  serviceSlug: string;
  input: TTimeFirstBookingBody;
  session: StudentSession | null;
  meta?: RequestMeta;
  now?: Date;
  /** The service already found by the caller (book-lesson-by-time.ts); found here otherwise. */
  found?: TimeFirstService;
};

const slotTaken = () => new ConflictError('That time is no longer available', 'SLOT_UNAVAILABLE');

/**
 * POST /api/public/:slug/services/:serviceSlug/book. A paid one-to-one single lesson booked by its
 * time (else 404 / 409 INVALID_STATE). Who books: a signed-in student of the teacher, or a visitor
 * by name and e-mail (found or created as a student), as enrollment decides (403, 422 TEACHER_MISMATCH,
 * 400). In one transaction, under the service's and the code's row locks: expired holds over the time
 * are released, the slot is checked against the published availability (409 SLOT_UNAVAILABLE), the
 * legal documents, capacity and price (discount) are checked as at enrollment, and three rows are
 * written: the student (visitors), a pending one-lesson enrollment whose reservation ends with the
 * hold, and the session in `hold` for 15 minutes, linked to it. The no-overlap constraint settles
 * races (409, nothing written). Then the checkout on the teacher's account; if it cannot be created
 * the hold and the reservation are released and the error goes on.
 */
export async function bookTimeFirstSession({
  teacherSlug,
  serviceSlug,
  input,
  session,
  meta,
  now = new Date(),
  found,
}: BookTimeFirstSession): Promise<TTimeFirstHeldResult> {
  const service = found ?? (await findTimeFirstService(teacherSlug, serviceSlug));
  if (service.billing !== 'prepaid') {
    throw new ConflictError('This lesson is paid after it, not at checkout', 'INVALID_STATE');
  }
  const { teacher } = service;
  const person = resolveEnrollingPerson(teacher.id, session, input);
  const accountId = teacher.pspAccountId;
  if (!accountId) throw new BusinessRuleError('PSP_NOT_CONNECTED', 'This teacher cannot take payments yet');

  // Checked before anything is written: a refusal (400 naming `answers.<id>`) leaves no trace.
  const answers = checkBookingAnswers(readBookingQuestions(service.bookingQuestions), input.answers);
  const startUtc = new Date(input.startUtc);
  const endUtc = new Date(startUtc.getTime() + service.durationMinutes * minuteMs);
  const holdExpiresAt = new Date(now.getTime() + timeFirstHoldMinutes * minuteMs);

  let held: Held | undefined;
  for (let attempt = 1; !held; attempt += 1) {
    try {
      held = await transaction((tx) =>
        holdInTransaction(tx, { service, person, input, answers, startUtc, endUtc, holdExpiresAt, now, meta }),
      );
    } catch (error) {
      if (isOverlapViolation(error)) throw slotTaken();
      // The same visitor's concurrent request created the student first: the next attempt finds them.
      if (attempt === 1 && isUniqueViolation(error)) continue;
      throw error;
    }
  }

  const { checkoutId, checkoutUrl } = await startTimeFirstCheckout({
    service,
    accountId,
    held,
    // A visitor signs in after paying; booked for someone else, the payer's sign-in is the portal's (0128).
    signInAfterPayment: person.kind === 'visitor' && !input.bookingFor,
    now,
    meta,
  });
  return {
    status: 'checkout',
    sessionId: held.sessionId,
    enrollmentId: held.enrollmentId,
    checkoutId,
    checkoutUrl,
    holdExpiresAt: holdExpiresAt.toISOString(),
    amount: held.amount,
    currency: held.currency,
  };
}

async function holdInTransaction(
  tx: Prisma.TransactionClient,
  {
    service,
    person,
    input,
    answers,
    startUtc,
    endUtc,
    holdExpiresAt,
    now,
    meta,
  }: {
    service: TimeFirstService;
    person: EnrollingPerson;
    input: TTimeFirstBookingBody;
    answers: TStoredBookingAnswer[];
    startUtc: Date;
    endUtc: Date;
    holdExpiresAt: Date;
    now: Date;
    meta?: RequestMeta;
  },
): Promise<Held> {
  const teacherId = service.teacher.id;
  const knownId = person.kind === 'student' ? person.student.id : null;
  const documents = await assertLegalAccepted(
    { teacherId, studentId: knownId, acceptedVersionIds: input.acceptedDocumentVersionIds, now },
    tx,
  );
  await expireOverlappingHolds(tx, { teacherId, startUtc, endUtc, now });
  const free = await checkSlotAvailability({
    teacherId,
    startUtc,
    durationMinutes: service.durationMinutes,
    now,
    client: tx,
  });
  if (!free) throw slotTaken();

  const student = input.bookingFor
    ? await familyLearner(tx, { teacherId, person, input, now, meta })
    : person.kind === 'student'
      ? { id: person.student.id, email: person.student.email, familyId: null }
      : await findOrCreateBookingStudent(tx, {
          teacherId,
          name: person.name,
          email: person.email,
          timezone: input.timezone,
          locale: input.locale,
          now,
          meta,
        }).then((created) => ({ ...created, familyId: null }));

  // The code (and the service when it has a capacity) locked first, as every checkout does (0013).
  const preview = await priceEnrollment({ service, discountCode: input.discountCode, studentId: student.id }, tx);
  await lockReservationRows(tx, {
    teacherId,
    serviceId: service.capacity == null ? null : service.id,
    discountCodeId: preview.discount?.discount.id ?? null,
  });
  await assertServiceHasRoom(service, student.id, tx);
  const price = await priceEnrollment({ service, discountCode: input.discountCode, studentId: student.id }, tx);

  const enrollment = await tx.enrollment.create({
    data: {
      teacherId,
      serviceId: service.id,
      studentId: student.id,
      status: 'pending_payment',
      currency: price.currency,
      discountCodeId: price.discount?.discount.id ?? null,
      discountAmount: price.discount?.discountAmount ?? 0,
      // The reservation ends with the hold: the sweep then closes the checkout (0013, 0030).
      checkoutExpiresAt: holdExpiresAt,
      ...(answers.length ? { bookingAnswers: answers } : {}),
    },
    select: { id: true, discountCodeId: true, discountAmount: true },
  });
  const held = await tx.session.create({
    data: {
      teacherId,
      serviceId: service.id,
      studentId: student.id,
      enrollmentId: enrollment.id,
      startUtc,
      endUtc,
      timezone: input.timezone,
      status: 'hold',
      holdExpiresAt,
      meetingUrl: await newSessionMeetingUrl(tx, { teacherId, serviceId: service.id }),
      ...(answers.length ? { bookingAnswers: answers } : {}),
    },
    select: { id: true },
  });
  // A visitor's ticks are not a signature (0013); a signed-in student's are recorded (for their own lessons);
  // for a minor the payer's are, with the payer as signer (0160).
  if (person.kind === 'student' && !input.bookingFor) {
    await recordLegalAcceptances(tx, { teacherId, studentId: student.id, documents, meta });
  } else if (input.bookingFor?.isMinor) {
    const payer = person.kind === 'student' ? person.student : person;
    await recordPayerAcceptances(tx, {
      teacherId,
      studentId: student.id,
      documents,
      payer: { name: payer.name, email: payer.email },
      meta,
      now,
    });
  }
  await recordAudit(tx, {
    teacherId,
    actor: { type: 'student', id: student.id },
    action: 'session.hold_time_first',
    entity: { type: 'session', id: held.id },
    after: { status: 'hold', serviceId: service.id, startUtc, endUtc, holdExpiresAt, enrollmentId: enrollment.id },
    metadata: {
      amount: price.amount,
      currency: price.currency,
      discountCodeId: enrollment.discountCodeId,
      discountAmount: enrollment.discountAmount,
      acceptedDocumentVersionIds: documents.map((doc) => doc.versionId),
      ...(student.familyId ? { familyId: student.familyId } : {}),
    },
    request: meta,
  });
  return {
    sessionId: held.id,
    enrollmentId: enrollment.id,
    studentId: student.id,
    email: student.email,
    familyId: student.familyId,
    amount: price.amount,
    currency: price.currency,
    discountCodeId: enrollment.discountCodeId,
  };
}

/** The learner a payer books for, in the payer's family (decision 0128); the checkout charges the payer. */
async function familyLearner(
  tx: Prisma.TransactionClient,
  {
    teacherId,
    person,
    input,
    now,
    meta,
  }: { teacherId: string; person: EnrollingPerson; input: TTimeFirstBookingBody; now: Date; meta?: RequestMeta },
): Promise<{ id: string; email: string; familyId: string }> {
  const payer = person.kind === 'student' ? person.student : person;
  const member = await ensureBookedFamilyMember(tx, {
    teacherId,
    payer: { name: payer.name, email: payer.email },
    learner: input.bookingFor!,
    timezone: input.timezone,
    locale: input.locale,
    source: 'time_first_booking',
    meta,
    now,
  });
  return { id: member.studentId, email: member.payerEmail, familyId: member.familyId };
}
