import 'server-only';
import type { StudentSession } from '@/lib/auth/read-student-session';
import { recordAudit } from '@/lib/audit/record-audit';
import { checkSlotAvailability } from '@/lib/availability/check-slot-availability';
import type { Prisma } from '@/lib/core/db';
import { BusinessRuleError, ConflictError, ValidationError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { minuteMs, usableTimeZone } from '@/lib/core/time';
import { zonedIsoDate } from '@/lib/core/zoned-date';
import { assertServiceHasRoom } from '@/lib/enrollments/assert-service-has-room';
import { resolveEnrollingPerson } from '@/lib/enrollments/resolve-enrolling-person';
import { assertLegalAccepted } from '@/lib/legal/assert-legal-accepted';
import { recordLegalAcceptances } from '@/lib/legal/record-legal-acceptances';
import { chargeMonthlyTuition } from '@/lib/invoices/charge-monthly-tuition';
import { checkBookingAnswers } from '@/lib/catalogue/check-booking-answers';
import { readBookingQuestions } from '@/lib/catalogue/booking-questions-fields';
import { enqueueSessionNotice } from '@/lib/notifications/enqueue-session-notice';
import { transaction } from '@/lib/outbox/transaction';
import { recordLifecycleEvent } from '@/lib/students/record-lifecycle-event';
import { newSessionMeetingUrl } from '@/lib/booking/meeting/new-session-meeting-url';
import { expireOverlappingHolds } from '../expire-overlapping-holds';
import { findUsableMakeupCredit, spendMakeupCredit } from '../makeup/use-makeup-credit';
import { isOverlapViolation } from '../is-overlap-violation';
import type { TimeFirstService } from './find-time-first-service';
import type { TTimeFirstBookedResult, TTimeFirstBookingBody } from './schemas';
import { timeFirstConfirmationPath } from './time-first-return-urls';

type BookOnBalance = {
  service: TimeFirstService;
  input: TTimeFirstBookingBody;
  session: StudentSession | null;
  meta?: RequestMeta;
  now?: Date;
};

const slotTaken = () => new ConflictError('That time is no longer available', 'SLOT_UNAVAILABLE');

/**
 * A post-paid or monthly lesson booked by its time (issue 35, decision 0132): no processor, no hold.
 * Only a signed-in student of the teacher may book (a visitor's address is unverified and would put
 * a lesson on someone's balance: 422 SIGN_IN_REQUIRED; the page offers the sign-in link). A discount
 * code is refused (400 on `discountCode`: codes apply at checkout). In one transaction: legal
 * documents, expired holds over the time, the published availability (409 SLOT_UNAVAILABLE), then
 * the enrollment and the session `scheduled` at once:
 * - postpaid: a one-lesson active enrollment per lesson (as a paid time-first lesson has); the price
 *   lands on the balance when the lesson is held or missed (lib/invoices/student-balance-lines.ts);
 * - monthly: the student's active enrollment of the service takes one more lesson (created on the
 *   first booking); the monthly fee is what the balance owes, once a month while it is active: this
 *   month's is charged here (idempotent), the next ones by the monthly run (decision 0133).
 * - a make-up lesson (`makeupCreditId`, monthly only, decision 0155): the student's open credit of the
 *   service is used by it, the lesson goes back onto the enrollment it left, and no month is charged.
 * The student's booking e-mail and the teacher's notice go through the outbox in the transaction.
 * The no-overlap constraint settles races (409, nothing written).
 */
export async function bookOnBalance({
  service,
  input,
  session,
  meta,
  now = new Date(),
}: BookOnBalance): Promise<TTimeFirstBookedResult> {
  const teacherId = service.teacher.id;
  const person = resolveEnrollingPerson(teacherId, session, input);
  if (person.kind !== 'student') {
    throw new BusinessRuleError('SIGN_IN_REQUIRED', 'Sign in to book a lesson that is paid after it');
  }
  if (input.bookingFor) {
    throw new ValidationError('The request is not valid', [
      {
        path: 'bookingFor',
        message:
          'A lesson paid after it is booked by the signed-in student for themselves; the teacher books for family members',
      },
    ]);
  }
  if (input.discountCode) {
    throw new ValidationError('The request is not valid', [
      { path: 'discountCode', message: 'Discount codes apply at checkout; this lesson is paid after it' },
    ]);
  }
  // Checked before anything is written, as on the checkout path (decision 0135).
  const answers = checkBookingAnswers(readBookingQuestions(service.bookingQuestions), input.answers);
  const billing = service.billing === 'monthly' ? 'monthly' : 'postpaid';
  const { makeupCreditId } = input;
  if (makeupCreditId && billing !== 'monthly') {
    throw new ValidationError('The request is not valid', [
      { path: 'makeupCreditId', message: 'Make-up credits are for lessons of monthly tuition' },
    ]);
  }
  const studentId = person.student.id;
  const startUtc = new Date(input.startUtc);
  const endUtc = new Date(startUtc.getTime() + service.durationMinutes * minuteMs);

  try {
    return await transaction(async (tx) => {
      const documents = await assertLegalAccepted(
        { teacherId, studentId, acceptedVersionIds: input.acceptedDocumentVersionIds, now },
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
      // A make-up lesson (decision 0155) is the lesson the student already had: no new place, no new month.
      const credit = makeupCreditId
        ? await findUsableMakeupCredit(tx, { teacherId, studentId, serviceId: service.id, makeupCreditId, now })
        : null;
      if (!credit) await assertServiceHasRoom(service, studentId, tx);

      const enrollmentId = credit
        ? credit.enrollmentId
        : await enrollmentFor(tx, { teacherId, serviceId: service.id, studentId, billing, service, now });
      if (billing === 'monthly' && !credit) {
        // This month's tuition at once (a no-op when already charged; decision 0133).
        const month = zonedIsoDate(now, usableTimeZone(service.teacher.timezone)).slice(0, 7);
        await chargeMonthlyTuition(tx, { teacherId, month, studentId, serviceId: service.id });
      }
      const booked = await tx.session.create({
        data: {
          teacherId,
          serviceId: service.id,
          studentId,
          enrollmentId,
          startUtc,
          endUtc,
          timezone: input.timezone,
          status: 'scheduled',
          meetingUrl: await newSessionMeetingUrl(tx, { teacherId, serviceId: service.id }),
          ...(answers.length ? { bookingAnswers: answers } : {}),
        },
        select: { id: true },
      });
      if (credit) {
        await spendMakeupCredit(tx, { teacherId, creditId: credit.id, enrollmentId, sessionId: booked.id, now });
      }
      await recordLegalAcceptances(tx, { teacherId, studentId, documents, meta });
      await recordLifecycleEvent(tx, {
        teacherId,
        studentId,
        type: 'first_session',
        metadata: { sessionId: booked.id, serviceId: service.id },
        occurredAt: now,
      });
      await recordAudit(tx, {
        teacherId,
        actor: { type: 'student', id: studentId },
        action: 'session.book_on_balance',
        entity: { type: 'session', id: booked.id },
        after: { status: 'scheduled', serviceId: service.id, startUtc, endUtc, enrollmentId },
        metadata: {
          billing,
          amount: service.priceAmount,
          currency: service.currency,
          ...(credit ? { makeupCreditId: credit.id } : {}),
          acceptedDocumentVersionIds: documents.map((doc) => doc.versionId),
        },
        request: meta,
      });
      await enqueueSessionNotice(tx, { teacherId, sessionId: booked.id, kind: 'booked', actor: 'student' });
      return {
        status: 'booked' as const,
        sessionId: booked.id,
        enrollmentId,
        billing,
        amount: credit ? 0 : service.priceAmount,
        currency: service.currency,
        makeupCreditId: credit?.id ?? null,
        confirmationPath: timeFirstConfirmationPath(service.teacher.slug, booked.id),
      };
    });
  } catch (error) {
    if (isOverlapViolation(error)) throw slotTaken();
    throw error;
  }
}

type EnrollmentFor = {
  teacherId: string;
  serviceId: string;
  studentId: string;
  billing: 'postpaid' | 'monthly';
  service: Pick<TimeFirstService, 'currency'>;
  now: Date;
};

/** The enrollment the lesson belongs to, with the lesson counted on it (see bookOnBalance). */
async function enrollmentFor(tx: Prisma.TransactionClient, input: EnrollmentFor): Promise<string> {
  const { teacherId, serviceId, studentId, billing, service, now } = input;
  if (billing === 'monthly') {
    const open = await tx.enrollment.findFirst({
      where: { teacherId, serviceId, studentId, status: 'active' },
      orderBy: { createdAt: 'asc' },
      select: { id: true },
    });
    if (open) {
      await tx.enrollment.update({
        where: { id: open.id, teacherId },
        data: { sessionsTotal: { increment: 1 }, sessionsScheduled: { increment: 1 } },
      });
      return open.id;
    }
  }
  const created = await tx.enrollment.create({
    data: {
      teacherId,
      serviceId,
      studentId,
      status: 'active',
      sessionsTotal: 1,
      sessionsScheduled: 1,
      currency: service.currency,
      enrolledAt: now,
    },
    select: { id: true },
  });
  return created.id;
}
