import type { ParticipantStatus, PaymentKind, Prisma, SessionStatus } from '@/generated/prisma/client';
import { type EnrollmentPlan, type SessionPlan, enrollmentPlans, sessionPlans } from './scenario';
import type { SeedContext } from './types';

const minute = 60 * 1000;
const freeingStatuses: SessionStatus[] = ['cancelled', 'rejected', 'expired'];

interface PlacedSession {
  plan: SessionPlan;
  id: string;
  startUtc: Date;
  endUtc: Date;
  status: SessionStatus;
  /** The slot was taken by a session made in the app, so the demo session is stored as cancelled. */
  displaced: boolean;
}

const blocks = (status: SessionStatus) => !freeingStatuses.includes(status);
const overlaps = (a: { startUtc: Date; endUtc: Date }, b: { startUtc: Date; endUtc: Date }) =>
  a.startUtc < b.endUtc && b.startUtc < a.endUtc;

function participantStatus(session: PlacedSession, explicit?: ParticipantStatus): ParticipantStatus {
  if (session.displaced) return 'cancelled';
  if (explicit) return explicit;
  switch (session.status) {
    case 'completed':
      return 'completed';
    case 'cancelled':
    case 'rejected':
    case 'expired':
      return 'cancelled';
    case 'no_show':
      return 'no_show';
    default:
      return 'scheduled';
  }
}

/** When a planned session takes place for `clock`: its working day and hour, as long as its service. */
export function plannedTimes(
  { clock, profile }: Pick<SeedContext, 'clock' | 'profile'>,
  plan: SessionPlan,
): { startUtc: Date; endUtc: Date } {
  const startUtc = clock.workday(plan.workday, plan.hour);
  return { startUtc, endUtc: new Date(startUtc.getTime() + profile.services[plan.service].durationMinutes * minute) };
}

/** Places the planned sessions in time; the database refuses overlaps, so a bad plan fails here first. */
async function placeSessions({ tx, profile, teacherId, clock, id }: SeedContext, dayOffWorkday: number) {
  const placed: PlacedSession[] = sessionPlans.map((plan) => {
    if (plan.workday === dayOffWorkday) throw new Error(`demo session ${plan.key} falls on the day off`);
    const { startUtc, endUtc } = plannedTimes({ clock, profile }, plan);
    return { plan, id: id('session', plan.key), startUtc, endUtc, status: plan.status, displaced: false };
  });
  const blocking = placed.filter((session) => blocks(session.status));
  for (const [index, session] of blocking.entries()) {
    const clash = blocking.slice(index + 1).find((other) => overlaps(session, other));
    if (clash) throw new Error(`demo sessions ${session.plan.key} and ${clash.plan.key} overlap`);
  }

  // Free the demo slots first so that moving sessions to today's relative times never clashes with
  // their own previous positions, then keep clear of sessions booked in the app meanwhile.
  const ids = placed.map((session) => session.id);
  await tx.session.updateMany({ where: { teacherId, id: { in: ids } }, data: { status: 'cancelled' } });
  const booked = await tx.session.findMany({
    where: { teacherId, id: { notIn: ids }, status: { notIn: freeingStatuses } },
    select: { startUtc: true, endUtc: true },
  });
  for (const session of blocking) {
    if (booked.some((other) => overlaps(session, other))) {
      session.status = 'cancelled';
      session.displaced = true;
    }
  }
  return placed;
}

/** Credits follow the sessions: completed, booked (scheduled) and lost (no-show) per enrollment. */
function credits(plan: EnrollmentPlan, sessions: PlacedSession[]) {
  const counts = { sessionsCompleted: 0, sessionsScheduled: 0, sessionsForfeited: 0 };
  for (const session of sessions) {
    for (const participant of session.plan.participants) {
      if (participant.enrollment !== plan.key) continue;
      const status = participantStatus(session, participant.status);
      if (status === 'completed') counts.sessionsCompleted += 1;
      if (status === 'scheduled') counts.sessionsScheduled += 1;
      if (status === 'no_show') counts.sessionsForfeited += 1;
    }
  }
  return counts;
}

const pspRef = (prefix: string, rowId: string) => `${prefix}_demo_${rowId.replaceAll('-', '').slice(0, 24)}`;

/** Discount code, enrollments with their payments, sessions with participants and tags. */
export async function seedBookings(context: SeedContext, dayOffWorkday: number) {
  const { tx, profile, teacherId, clock, id } = context;
  const currency = profile.teacher.currency;
  const fee = (amount: number) =>
    amount > 0 ? Math.round((amount * profile.fee.percent) / 100) + profile.fee.fixed : 0;
  const tax = (amount: number) => Math.round((amount * profile.teacher.taxRate) / (100 + profile.teacher.taxRate));

  const discount = {
    id: id('discount', profile.discount.code),
    teacherId,
    code: profile.discount.code,
    description: profile.discount.description,
    type: 'percentage',
    value: profile.discount.percent,
    applicableServiceIds: [id('service', 'package')],
    validFrom: clock.daysAgo(60),
    validUntil: clock.daysAhead(60),
    maxUses: 50,
    usesCount: enrollmentPlans.filter((plan) => plan.withDiscount).length,
    maxUsesPerStudent: 1,
    isActive: true,
    deletedAt: null,
  } satisfies Prisma.DiscountCodeUncheckedCreateInput;
  await tx.discountCode.upsert({ where: { id: discount.id }, create: discount, update: discount });

  const sessions = await placeSessions(context, dayOffWorkday);

  for (const plan of enrollmentPlans) {
    const enrollmentId = id('enrollment', plan.key);
    const service = profile.services[plan.service];
    const paid = plan.status !== 'pending_payment';
    const discountAmount = plan.withDiscount ? Math.round((service.priceAmount * profile.discount.percent) / 100) : 0;
    const pricePaid = paid ? service.priceAmount - discountAmount : 0;
    const enrolledAt = clock.daysAgo(plan.enrolledDaysAgo);
    const enrollment = {
      id: enrollmentId,
      teacherId,
      serviceId: id('service', plan.service),
      studentId: id('student', plan.student),
      status: plan.status,
      sessionsTotal: plan.sessionsTotal,
      ...credits(plan, sessions),
      pricePaid,
      currency,
      pspFee: fee(pricePaid),
      validUntil: plan.validForDays === undefined ? null : clock.daysAhead(plan.validForDays),
      enrolledAt: paid ? enrolledAt : null,
      cancelledAt: null,
      discountCodeId: plan.withDiscount ? discount.id : null,
      discountAmount: paid ? discountAmount : 0,
      pspCheckoutSessionId: pspRef('cs', enrollmentId),
      pspSubscriptionId: plan.service === 'subscription' ? pspRef('sub', enrollmentId) : null,
      createdAt: enrolledAt,
    } satisfies Prisma.EnrollmentUncheckedCreateInput;
    await tx.enrollment.upsert({ where: { id: enrollmentId }, create: enrollment, update: enrollment });
    if (!paid) continue;

    if (plan.withDiscount) {
      const use = {
        id: id('discount-use', plan.key),
        teacherId,
        discountCodeId: discount.id,
        studentId: enrollment.studentId,
        enrollmentId,
        amount: discountAmount,
        currency,
        createdAt: enrolledAt,
      } satisfies Prisma.DiscountCodeUseUncheckedCreateInput;
      await tx.discountCodeUse.upsert({ where: { id: use.id }, create: use, update: use });
    }

    const payments: Array<{ kind: PaymentKind; amount: number; paidAt: Date }> = [
      { kind: 'enrollment', amount: pricePaid, paidAt: enrolledAt },
    ];
    if (plan.renewedDaysAgo !== undefined) {
      payments.push({ kind: 'renewal', amount: service.priceAmount, paidAt: clock.daysAgo(plan.renewedDaysAgo) });
    }
    for (const { kind, amount, paidAt } of payments) {
      const renewal = kind === 'renewal';
      const paymentId = id('payment', plan.key, kind);
      const payment = {
        id: paymentId,
        teacherId,
        studentId: enrollment.studentId,
        enrollmentId,
        kind,
        amount,
        currency,
        pspFee: fee(amount),
        taxAmount: tax(amount),
        status: 'succeeded',
        description: renewal ? `${service.name}: monthly renewal` : service.name,
        pspPaymentIntentId: pspRef('pi', paymentId),
        pspChargeId: pspRef('ch', paymentId),
        pspCheckoutSessionId: renewal ? null : enrollment.pspCheckoutSessionId,
        pspInvoiceId: plan.service === 'subscription' ? pspRef('in', paymentId) : null,
        paidAt,
        refundedAmount: 0,
        createdAt: paidAt,
      } satisfies Prisma.PaymentUncheckedCreateInput;
      await tx.payment.upsert({ where: { id: paymentId }, create: payment, update: payment });
    }
  }

  for (const session of sessions) {
    const { plan } = session;
    const individual = plan.service !== 'course';
    const lead = plan.participants[0];
    const cancelled = session.status === 'cancelled';
    const notes = plan.notes === undefined ? undefined : profile.lessonNotes[plan.notes];
    const data = {
      id: session.id,
      teacherId,
      serviceId: id('service', plan.service),
      studentId: individual && lead ? id('student', lead.student) : null,
      enrollmentId: individual && lead?.enrollment ? id('enrollment', lead.enrollment) : null,
      startUtc: session.startUtc,
      endUtc: session.endUtc,
      timezone: profile.teacher.timezone,
      status: session.status,
      isTrialSession: plan.isTrial ?? false,
      holdExpiresAt: null,
      meetingUrl: `${profile.meetingHost}/${plan.key}`,
      summary: session.status === 'completed' ? (notes?.summary ?? null) : null,
      homework: session.status === 'completed' ? (notes?.homework ?? null) : null,
      teacherNotes: plan.status === 'no_show' ? 'Did not join; sent a message afterwards.' : null,
      rescheduleCount: 0,
      completedAt: session.status === 'completed' ? session.endUtc : null,
      cancelledAt: cancelled ? new Date(session.startUtc.getTime() - (session.displaced ? 0 : 48 * 60 * minute)) : null,
      cancelledBy: session.displaced ? 'system' : cancelled ? (plan.cancelledBy ?? 'teacher') : null,
      cancellationReason: session.displaced
        ? 'Demo session set aside: the slot is taken by a booking made in the app.'
        : cancelled
          ? (plan.cancellationReason ?? null)
          : null,
      rejectionReason: null,
    } satisfies Prisma.SessionUncheckedCreateInput;
    await tx.session.upsert({ where: { id: data.id }, create: data, update: data });

    if (individual) {
      // A one-to-one lesson's student is the session's own student: no participant row (as the
      // product books it). Their mood lives where the product records it, a mood_updated event.
      await tx.sessionParticipant.deleteMany({ where: { teacherId, sessionId: session.id } });
      if (lead?.mood && session.status === 'completed') {
        const event = {
          id: id('lifecycle', `mood-${plan.key}`),
          teacherId,
          studentId: id('student', lead.student),
          type: 'mood_updated',
          occurredAt: new Date(session.endUtc.getTime() + 30 * minute),
          metadata: { sessionId: session.id, mood: lead.mood, source: 'student' },
        } satisfies Prisma.StudentLifecycleEventUncheckedCreateInput;
        await tx.studentLifecycleEvent.upsert({ where: { id: event.id }, create: event, update: event });
      }
      continue;
    }
    for (const participant of plan.participants) {
      const status = participantStatus(session, participant.status);
      const row = {
        id: id('participant', plan.key, participant.student),
        teacherId,
        sessionId: session.id,
        studentId: id('student', participant.student),
        enrollmentId: participant.enrollment ? id('enrollment', participant.enrollment) : null,
        status,
        mood: status === 'completed' ? (participant.mood ?? null) : null,
        moodSubmittedAt:
          status === 'completed' && participant.mood ? new Date(session.endUtc.getTime() + 30 * minute) : null,
      } satisfies Prisma.SessionParticipantUncheckedCreateInput;
      await tx.sessionParticipant.upsert({ where: { id: row.id }, create: row, update: row });
    }
  }
  // Completed lessons carry the main tag of their service.
  await tx.sessionTag.createMany({
    data: sessions.flatMap(({ plan, status, id: sessionId }) => {
      const tag = profile.services[plan.service].tags?.[0];
      return status === 'completed' && tag ? [{ sessionId, tagId: id('tag', tag) }] : [];
    }),
    skipDuplicates: true,
  });
}
