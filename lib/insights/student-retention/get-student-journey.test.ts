import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { createStudent, createTeacher } from '@/test/factories';
import { countQueries } from '@/test/count-queries';
import { getStudentJourney } from './get-student-journey';
import { retentionScene } from '@/test/insights/student-retention/retention-scene';

async function journeyScene() {
  const scene = await retentionScene('Pacific/Auckland');
  const { teacher, student, session, enroll } = scene;
  const s = await student();
  const other = await student();
  await db.studentLifecycleEvent.createMany({
    data: [
      { teacherId: teacher.id, studentId: s.id, type: 'first_contact', occurredAt: new Date('2026-08-20T09:00Z') },
      { teacherId: teacher.id, studentId: s.id, type: 'gap_detected', occurredAt: new Date('2026-10-20T00:00Z') },
    ],
  });
  await session(s.id, '2026-09-01T00:00', 'completed', true);
  await session(s.id, '2026-09-15T00:00');
  await session(s.id, '2026-09-20T00:00', 'cancelled');
  await session(s.id, '2026-09-30T12:00', 'no_show'); // 1 Oct 01:00 in Auckland
  const group = await session(other.id, '2026-10-10T00:00');
  await db.sessionParticipant.create({
    data: { teacherId: teacher.id, sessionId: group.id, studentId: s.id, status: 'completed' },
  });
  await session(s.id, '2026-12-10T00:00', 'scheduled');
  const enrollment = await enroll(s.id, 'active');
  return { ...scene, s, enrollment };
}

describe('getStudentJourney', () => {
  it('answers the student’s path with sessions per local month', async () => {
    const { teacher, service, s, enrollment } = await journeyScene();
    const journey = await getStudentJourney({ teacherId: teacher.id, studentId: s.id });
    expect(journey).toMatchObject({
      studentId: s.id,
      firstContactAt: '2026-08-20T09:00:00.000Z',
      trial: { at: '2026-09-01T00:00:00.000Z', status: 'completed' },
      firstSessionAt: '2026-09-01T00:00:00.000Z',
      lastSessionAt: '2026-10-10T00:00:00.000Z',
      enrollments: [
        { id: enrollment.id, serviceName: service.name, status: 'active', pricePaid: 30_000, currency: 'EUR' },
      ],
      sessionsByMonth: [
        { month: '2026-09', completed: 2, cancelled: 1, noShow: 0 },
        { month: '2026-10', completed: 1, cancelled: 0, noShow: 1 },
      ],
    });
    expect(journey.events.map((e) => e.type)).toEqual(['first_contact', 'gap_detected']);
  });

  it('reports another teacher’s, a deleted and an unknown student as missing', async () => {
    const { s } = await journeyScene();
    const stranger = await createTeacher();
    await expect(getStudentJourney({ teacherId: stranger.id, studentId: s.id })).rejects.toThrow(NotFoundError);
    const own = await createStudent({ teacherId: stranger.id, deletedAt: new Date() });
    await expect(getStudentJourney({ teacherId: stranger.id, studentId: own.id })).rejects.toThrow(NotFoundError);
  });

  it('sends the same number of statements for a longer history', async () => {
    const small = await journeyScene();
    const large = await journeyScene();
    for (let n = 0; n < 10; n += 1)
      await large.session(large.s.id, `2026-0${1 + (n % 7)}-0${1 + Math.floor(n / 7)}T03:00`);
    const smallRun = await countQueries(() =>
      getStudentJourney({ teacherId: small.teacher.id, studentId: small.s.id }),
    );
    const largeRun = await countQueries(() =>
      getStudentJourney({ teacherId: large.teacher.id, studentId: large.s.id }),
    );
    expect(largeRun.count).toBe(smallRun.count);
  });
});
