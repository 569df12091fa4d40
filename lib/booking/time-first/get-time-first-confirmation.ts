import 'server-only';
import { z } from 'zod';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { remainingCredits, creditCountsSelect } from '@/lib/enrollment-facts/remaining-credits';

export type TimeFirstConfirmation = {
  /**
   * confirmed: scheduled (or held since); paying: still held, the payment event on its way;
   * credit_kept: paid after the hold ran out and the time was taken meanwhile; released: the hold ran
   * out unpaid; cancelled: booked, then cancelled.
   */
  state: 'confirmed' | 'paying' | 'credit_kept' | 'released' | 'cancelled';
  startUtc: Date;
  endUtc: Date;
  /** The zone the lesson was booked in: the confirmation shows the time there. */
  timezone: string;
  serviceName: string;
  serviceSlug: string;
  teacherName: string;
  studentEmail: string;
};

type GetTimeFirstConfirmation = {
  teacherSlug: string;
  sessionId: string;
  /** The processor's checkout id from the success URL: only the payer has it. */
  checkoutId?: string;
  /** The signed-in student of this teacher, if any. */
  studentId?: string;
};

/**
 * The confirmation of a time-first booking at the teacher's page, for the person who paid: the
 * signed-in student who holds it, or whoever returns from its checkout (the checkout id in the
 * success URL matches the one stored on the session). Anyone else, another teacher's session, or a
 * session that was not booked by its time: 404.
 */
export async function getTimeFirstConfirmation({
  teacherSlug,
  sessionId,
  checkoutId,
  studentId,
}: GetTimeFirstConfirmation): Promise<TimeFirstConfirmation> {
  if (!z.uuid().safeParse(sessionId).success) throw new NotFoundError('Session');
  const session = await db.session.findFirst({
    where: { id: sessionId, isTrialSession: false, teacher: { slug: teacherSlug, deletedAt: null } },
    select: {
      status: true,
      startUtc: true,
      endUtc: true,
      timezone: true,
      studentId: true,
      pspCheckoutSessionId: true,
      service: { select: { name: true, slug: true } },
      teacher: { select: { name: true } },
      student: { select: { email: true } },
      enrollment: { select: { status: true, ...creditCountsSelect } },
    },
  });
  const mine = session && studentId !== undefined && session.studentId === studentId;
  const paidHere = session?.pspCheckoutSessionId != null && session.pspCheckoutSessionId === checkoutId;
  if (!session || !session.enrollment || !session.student || !(mine || paidHere)) throw new NotFoundError('Session');
  return {
    state: stateOf(session.status, session.enrollment),
    startUtc: session.startUtc,
    endUtc: session.endUtc,
    timezone: session.timezone,
    serviceName: session.service.name,
    serviceSlug: session.service.slug,
    teacherName: session.teacher.name,
    studentEmail: session.student.email,
  };
}

function stateOf(
  status: string,
  enrollment: { status: string } & Parameters<typeof remainingCredits>[0],
): TimeFirstConfirmation['state'] {
  if (status === 'hold') return 'paying';
  if (status === 'expired') {
    return enrollment.status === 'active' && remainingCredits(enrollment) > 0 ? 'credit_kept' : 'released';
  }
  if (status === 'cancelled' || status === 'no_show' || status === 'rejected') return 'cancelled';
  return 'confirmed';
}
