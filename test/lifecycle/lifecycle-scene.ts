import { db } from '@/lib/core/db';
import { dayMs } from '@/lib/core/time';
import { createService, createSession, createStudent, createTeacher } from '@/test/factories';

/** Wednesday 25 Nov 2026, 12:00 UTC: week boundaries (Mondays, UTC teacher) are fixed in tests. */
export const now = new Date('2026-11-25T12:00:00.000Z');
export const daysAgo = (days: number) => new Date(now.getTime() - days * dayMs);

/** A UTC teacher with one service, and helpers to give students hand-built histories. */
export async function lifecycleScene() {
  const teacher = await createTeacher({ timezone: 'UTC' });
  const service = await createService({ teacherId: teacher.id });
  let slot = 0;
  // Sessions of one teacher may not overlap: each gets its own hour on its day.
  const startOn = (day: number) => new Date(daysAgo(day).getTime() + (slot++ % 10) * 3_600_000);
  const student = (overrides: Parameters<typeof createStudent>[0] extends infer I ? Partial<I> : never = {}) =>
    createStudent({ teacherId: teacher.id, ...overrides });
  const completed = (studentId: string, day: number, extra: { isTrialSession?: boolean } = {}) => {
    const startUtc = startOn(day);
    return createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId,
      startUtc,
      status: 'completed',
      completedAt: new Date(startUtc.getTime() + 3_600_000),
      ...extra,
    });
  };
  const booked = (studentId: string, dayAhead: number) =>
    createSession({ teacherId: teacher.id, serviceId: service.id, studentId, startUtc: startOn(-dayAhead) });
  const eventsOf = (studentId: string, type?: string) =>
    db.studentLifecycleEvent.findMany({
      where: { teacherId: teacher.id, studentId, ...(type ? { type: type as never } : {}) },
      orderBy: [{ type: 'asc' }, { occurredAt: 'asc' }],
    });
  return { teacher, service, student, completed, booked, eventsOf };
}
