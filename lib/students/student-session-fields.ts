import type { Prisma } from '@/lib/core/db';
import type { TStudentSession } from './response-schemas';

/** Statuses of a session that is still to happen for the student. */
export const bookedSessionStatuses = ['scheduled', 'pending_confirmation'] as const;

/** Sessions the student leads or takes part in (group sessions list them as participants). */
export const sessionsOfStudent = (teacherId: string, studentId: string): Prisma.SessionWhereInput => ({
  teacherId,
  OR: [{ studentId }, { participants: { some: { studentId } } }],
});

export const studentSessionSelect = (studentId: string) =>
  ({
    id: true,
    serviceId: true,
    startUtc: true,
    endUtc: true,
    status: true,
    isTrialSession: true,
    service: { select: { name: true } },
    participants: { where: { studentId }, select: { status: true } },
  }) as const satisfies Prisma.SessionSelect;

type SessionRow = Prisma.SessionGetPayload<{ select: ReturnType<typeof studentSessionSelect> }>;

export function toStudentSession({ service, participants, startUtc, endUtc, ...session }: SessionRow): TStudentSession {
  return {
    ...session,
    serviceName: service.name,
    startUtc: startUtc.toISOString(),
    endUtc: endUtc.toISOString(),
    participantStatus: participants[0]?.status ?? null,
  };
}

/**
 * A profile's `sessions` (latest start first) as the page shows them: those still to come, soonest
 * first, and those that started, latest first.
 */
export function splitProfileSessions(sessions: TStudentSession[], now: Date) {
  const nowIso = now.toISOString();
  return {
    upcoming: sessions.filter((session) => session.startUtc > nowIso).reverse(),
    past: sessions.filter((session) => session.startUtc <= nowIso),
  };
}
