import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createReview, createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { listSessionsToReview } from './list-sessions-to-review';

const day = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * day);

describe('listSessionsToReview', () => {
  it('lists completed sessions of the student (own or a completed seat) without their review, latest first', async () => {
    const teacher = await createTeacher();
    const service = await createService({ teacherId: teacher.id, groupType: 'group', capacity: 4 });
    const me = await createStudent({ teacherId: teacher.id });
    const host = await createStudent({ teacherId: teacher.id });
    const base = { teacherId: teacher.id, serviceId: service.id };
    const own = await createSession({ ...base, studentId: me.id, status: 'completed', startUtc: ago(10) });
    const reviewed = await createSession({ ...base, studentId: me.id, status: 'completed', startUtc: ago(9) });
    await createReview({ teacherId: teacher.id, studentId: me.id, sessionId: reviewed.id });
    await createSession({ ...base, studentId: me.id, status: 'scheduled', startUtc: ago(8) });
    const seat = await createSession({ ...base, studentId: host.id, status: 'completed', startUtc: ago(7) });
    await db.sessionParticipant.create({ data: { teacherId: teacher.id, sessionId: seat.id, studentId: me.id } });
    // The host reviewed it; that is not my review.
    await createReview({ teacherId: teacher.id, studentId: host.id, sessionId: seat.id });
    // Marked complete early: not offered for review before it ends.
    await createSession({ ...base, studentId: me.id, status: 'completed', startUtc: new Date(Date.now() + day) });
    const missed = await createSession({ ...base, studentId: host.id, status: 'completed', startUtc: ago(6) });
    await db.sessionParticipant.create({
      data: { teacherId: teacher.id, sessionId: missed.id, studentId: me.id, status: 'no_show' },
    });
    const result = await listSessionsToReview({ student: { id: me.id, teacherId: teacher.id } });
    expect(result.map((row) => row.sessionId)).toEqual([seat.id, own.id]);
    expect(result[0]).toMatchObject({
      service: { id: service.id, name: service.name },
      startsAt: seat.startUtc.toISOString(),
    });
    const stranger = await createTeacher();
    expect(await listSessionsToReview({ student: { id: me.id, teacherId: stranger.id } })).toEqual([]);
  });
});
