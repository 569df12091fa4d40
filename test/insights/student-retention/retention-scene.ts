import { db } from '@/lib/core/db';
import { dayMs } from '@/lib/core/time';
import { createEnrollment, createService, createSession, createStudent, createTeacher } from '@/test/factories';

/** Wednesday 25 Nov 2026, 12:00 UTC. */
export const now = new Date('2026-11-25T12:00:00.000Z');
const at = (iso: string) => new Date(`${iso}Z`);

type Status = 'completed' | 'cancelled' | 'no_show' | 'scheduled';

/** A teacher with one service and helpers to give students hand-built histories. */
export async function retentionScene(timezone = 'UTC') {
  const teacher = await createTeacher({ timezone });
  const service = await createService({ teacherId: teacher.id });
  const student = (overrides: { status?: 'trial' | 'active' | 'inactive'; deletedAt?: Date } = {}) =>
    createStudent({ teacherId: teacher.id, ...overrides });
  /** `when` is a UTC `YYYY-MM-DDTHH:mm`; sessions of one teacher must not overlap. */
  const session = (studentId: string, when: string, status: Status = 'completed', isTrialSession = false) =>
    createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId,
      startUtc: at(when),
      status,
      isTrialSession,
    });
  const enroll = (studentId: string, status: 'active' | 'pending_payment' | 'completed', sessionsCompleted = 0) =>
    createEnrollment({ teacherId: teacher.id, serviceId: service.id, studentId, status, sessionsCompleted });
  return { teacher, service, student, session, enroll };
}

/**
 * The hand-computed practice of the tests (UTC teacher, defaults 21/60, now = 25 Nov 12:00). For
 * 30d: current [27 Oct, 26 Nov), previous [27 Sep, 27 Oct), the one before [28 Aug, 27 Sep).
 * Figures in get-retention-kpis.test.ts and list-at-risk-students.test.ts.
 */
export async function practice() {
  const scene = await retentionScene();
  const { student, session, enroll } = scene;
  const [a, b, c, d, e, f, g, h, i, k] = await Promise.all(Array.from({ length: 10 }, () => student()));
  const x = await student({ deletedAt: new Date('2026-11-01T00:00:00Z') });
  const y = await student({ status: 'inactive' });
  await session(a!.id, '2026-09-10T10:00');
  await session(a!.id, '2026-10-05T10:00');
  await session(a!.id, '2026-11-10T10:00');
  const shared = await session(a!.id, '2026-11-20T10:00');
  await db.sessionParticipant.createMany({
    data: [
      { teacherId: scene.teacher.id, sessionId: shared.id, studentId: i!.id, status: 'completed' },
      { teacherId: scene.teacher.id, sessionId: shared.id, studentId: k!.id, status: 'no_show' },
    ],
  });
  await session(b!.id, '2026-10-10T10:00');
  await session(b!.id, '2026-11-12T10:00', 'no_show');
  await session(b!.id, '2026-11-18T10:00', 'cancelled');
  await session(c!.id, '2026-08-30T10:00');
  await session(d!.id, '2026-07-01T10:00');
  await session(d!.id, '2026-11-15T10:00');
  await session(d!.id, '2026-11-30T10:00', 'scheduled');
  await session(e!.id, '2026-08-05T10:00');
  await session(f!.id, '2026-11-05T10:00', 'completed', true);
  await enroll(f!.id, 'active', 1);
  await session(g!.id, '2026-10-15T10:00', 'completed', true);
  await enroll(g!.id, 'pending_payment');
  await session(h!.id, '2026-11-20T14:00', 'completed', true);
  await session(i!.id, '2026-10-02T10:00');
  await session(x.id, '2026-10-01T10:00');
  await session(y.id, '2026-06-01T10:00');
  return { ...scene, a: a!, b: b!, c: c!, d: d!, e: e!, f: f!, g: g!, h: h!, i: i!, k: k!, x, y };
}

/**
 * `students` students, each with a completed session every 9 days over the last `days` days (plus a
 * few no-shows and a booking ahead), inserted in bulk: the history for the query-count tests.
 */
export async function bulkHistory(students: number, days = 400) {
  const scene = await retentionScene('Pacific/Auckland');
  const ids = await Promise.all(Array.from({ length: students }, () => scene.student().then((s) => s.id)));
  const rows = ids.flatMap((studentId, n) =>
    Array.from({ length: Math.floor(days / 9) }, (_, j) => {
      const startUtc = new Date(now.getTime() - (j * 9 + 1) * dayMs + n * 3_600_000 * 1.5);
      return {
        teacherId: scene.teacher.id,
        serviceId: scene.service.id,
        studentId,
        startUtc,
        endUtc: new Date(startUtc.getTime() + 3_600_000),
        status: j % 7 === 3 ? ('no_show' as const) : ('completed' as const),
        isTrialSession: j === Math.floor(days / 9) - 1,
      };
    }),
  );
  await db.session.createMany({ data: rows });
  return scene;
}
