import 'server-only';
import { db } from '@/lib/core/db';
import type { PaymentMethod, PaymentStatus, SessionStatus } from '@/generated/prisma/enums';
import { creditCountsSelect, remainingCredits } from '@/lib/enrollment-facts/remaining-credits';
import { studentBalances } from '@/lib/invoices/student-balances';

/** Sessions a member still has ahead of them (booked, or waiting for the teacher). */
export const upcomingSessionStatuses = [
  'pending_confirmation',
  'scheduled',
] as const satisfies readonly SessionStatus[];

/** Sessions whose homework still counts (a cancelled, rejected or expired lesson's does not). */
const homeworkSessionStatuses = [
  'scheduled',
  'pending_review',
  'completed',
  'no_show',
] as const satisfies readonly SessionStatus[];

/** How many next lessons the overview shows per member. */
export const nextSessionsPerMember = 3;

/** How many of the family's latest payments the overview shows. */
export const familyPaymentsShown = 50;

export type FamilyOverviewSession = {
  id: string;
  startUtc: string;
  endUtc: string;
  serviceName: string;
  status: SessionStatus;
};

export type FamilyOverviewMember = {
  studentId: string;
  name: string;
  isMinor: boolean;
  email: string;
  nextSessions: FamilyOverviewSession[];
  /** Sessions still to book on the member's active enrollments (lib/enrollment-facts). */
  remainingCredits: number;
  /** Homework of the member's lessons not marked done yet. */
  openHomework: number;
  /** The member's balance in the overview's `currency` (lib/invoices rule; negative is credit). */
  balanceCents: number;
};

export type FamilyOverviewPayment = {
  id: string;
  studentId: string;
  amountCents: number;
  currency: string;
  method: PaymentMethod;
  status: PaymentStatus;
  createdAt: string;
};

export type FamilyOverview = {
  id: string;
  name: string;
  payer: { name: string; email: string; phone: string | null };
  /** The members' balances added up, in `currency`. */
  balanceCents: number;
  currency: string;
  /** Every currency the family owes (or holds credit) in, when there is more than one. */
  balances: { currency: string; amountCents: number }[];
  members: FamilyOverviewMember[];
  /** The members' latest payments, newest first (at most `familyPaymentsShown`). */
  payments: FamilyOverviewPayment[];
};

/**
 * One family of the teacher with, per member, the next lessons, remaining credits, open homework
 * and balance, and the family's payments; null when the teacher has no such family. Figures come
 * from the functions that define them (remainingCredits, studentBalances = getStudentBalance's rule,
 * docs/metrics.md). A fixed number of statements whatever the number of members.
 *
 * The overview's currency is the one the family's balances are in; when they span several (rare:
 * services in two currencies), the teacher's default currency, with every currency in `balances`.
 */
export async function readFamilyOverview(
  teacherId: string,
  familyId: string,
  now: Date = new Date(),
): Promise<FamilyOverview | null> {
  const family = await db.family.findFirst({
    where: { id: familyId, teacherId },
    select: {
      id: true,
      name: true,
      payerName: true,
      payerEmail: true,
      payerPhone: true,
      teacher: { select: { defaultCurrency: true } },
      members: {
        where: { deletedAt: null },
        orderBy: [{ name: 'asc' }, { id: 'asc' }],
        select: { id: true, name: true, email: true, isMinor: true },
      },
    },
  });
  if (!family) return null;
  const ids = family.members.map((member) => member.id);
  const mine = { OR: [{ studentId: { in: ids } }, { participants: { some: { studentId: { in: ids } } } }] };

  const [upcoming, creditGroups, homework, balances, payments] = await Promise.all([
    db.session.findMany({
      where: { teacherId, startUtc: { gte: now }, status: { in: [...upcomingSessionStatuses] }, ...mine },
      orderBy: [{ startUtc: 'asc' }, { id: 'asc' }],
      select: {
        id: true,
        startUtc: true,
        endUtc: true,
        status: true,
        studentId: true,
        service: { select: { name: true } },
        participants: { where: { studentId: { in: ids }, status: 'scheduled' }, select: { studentId: true } },
      },
    }),
    db.enrollment.groupBy({
      by: ['studentId'],
      where: { teacherId, studentId: { in: ids }, status: 'active' },
      _sum: creditCountsSelect,
    }),
    db.session.findMany({
      where: { teacherId, homework: { not: null }, status: { in: [...homeworkSessionStatuses] }, ...mine },
      select: {
        studentId: true,
        homework: true,
        homeworkDoneAt: true,
        participants: {
          where: { studentId: { in: ids }, status: { not: 'cancelled' } },
          select: { studentId: true, homeworkDoneAt: true },
        },
      },
    }),
    studentBalances(db, { teacherId, studentIds: ids }),
    db.payment.findMany({
      where: { teacherId, studentId: { in: ids } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: familyPaymentsShown,
      select: { id: true, studentId: true, amount: true, currency: true, method: true, status: true, createdAt: true },
    }),
  ]);

  const nextOf = new Map<string, FamilyOverviewSession[]>(ids.map((id) => [id, []]));
  for (const session of upcoming) {
    const attendees = new Set([session.studentId, ...session.participants.map((p) => p.studentId)]);
    for (const studentId of attendees) {
      const list = studentId ? nextOf.get(studentId) : undefined;
      if (!list || list.length >= nextSessionsPerMember) continue;
      list.push({
        id: session.id,
        startUtc: session.startUtc.toISOString(),
        endUtc: session.endUtc.toISOString(),
        serviceName: session.service.name,
        status: session.status,
      });
    }
  }
  const creditsOf = new Map(creditGroups.map((group) => [group.studentId, Math.max(0, remainingCredits(group._sum))]));
  const homeworkOf = new Map<string, number>();
  for (const session of homework) {
    if (!session.homework || session.homework.trim() === '') continue;
    if (session.studentId && ids.includes(session.studentId) && session.homeworkDoneAt === null) {
      homeworkOf.set(session.studentId, (homeworkOf.get(session.studentId) ?? 0) + 1);
    }
    for (const participant of session.participants) {
      if (participant.studentId === session.studentId || participant.homeworkDoneAt !== null) continue;
      homeworkOf.set(participant.studentId, (homeworkOf.get(participant.studentId) ?? 0) + 1);
    }
  }

  const totals = new Map<string, number>();
  for (const open of balances.values()) {
    for (const [currency, amount] of open) totals.set(currency, (totals.get(currency) ?? 0) + amount);
  }
  const owed = [...totals.entries()].filter(([, amount]) => amount !== 0);
  const currency = owed.length === 1 ? owed[0]![0] : family.teacher.defaultCurrency;

  return {
    id: family.id,
    name: family.name,
    payer: { name: family.payerName, email: family.payerEmail, phone: family.payerPhone },
    balanceCents: totals.get(currency) ?? 0,
    currency,
    balances: owed
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([code, amountCents]) => ({ currency: code, amountCents })),
    members: family.members.map((member) => ({
      studentId: member.id,
      name: member.name,
      isMinor: member.isMinor,
      email: member.email,
      nextSessions: nextOf.get(member.id) ?? [],
      remainingCredits: creditsOf.get(member.id) ?? 0,
      openHomework: homeworkOf.get(member.id) ?? 0,
      balanceCents: balances.get(member.id)?.get(currency) ?? 0,
    })),
    payments: payments.map((payment) => ({
      id: payment.id,
      studentId: payment.studentId!,
      amountCents: payment.amount,
      currency: payment.currency,
      method: payment.method,
      status: payment.status,
      createdAt: payment.createdAt.toISOString(),
    })),
  };
}
