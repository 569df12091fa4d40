import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { listTeacherSessionPage } from './list-teacher-session-page';

const hour = 60 * 60 * 1000;

describe('listTeacherSessionPage', () => {
  it('upcoming: not ended yet (a lesson in progress included), soonest first; past: latest first', async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const service = await createService({ teacherId: teacher.id });
    const now = new Date('2030-05-10T12:00:00Z');
    const at = (offsetHours: number) => ({
      teacherId: teacher.id,
      serviceId: service.id,
      startUtc: new Date(now.getTime() + offsetHours * hour),
      endUtc: new Date(now.getTime() + (offsetHours + 1) * hour),
    });
    const older = await createSession(at(-48));
    const recent = await createSession(at(-3));
    const inProgress = await createSession({ ...at(-0.5) });
    const later = await createSession({ ...at(24), status: 'cancelled' });
    const soon = await createSession(at(2));
    const otherService = await createService({ teacherId: other.id });
    await createSession({ teacherId: other.id, serviceId: otherService.id, startUtc: new Date(now.getTime() + hour) });

    const upcoming = await listTeacherSessionPage({
      teacherId: teacher.id,
      query: { when: 'upcoming', page: 1, limit: 20 },
      now,
    });
    expect(upcoming.data.map((row) => row.id)).toEqual([inProgress.id, soon.id, later.id]);
    expect(upcoming.total).toBe(3);
    const past = await listTeacherSessionPage({
      teacherId: teacher.id,
      query: { when: 'past', page: 1, limit: 20 },
      now,
    });
    expect(past.data.map((row) => row.id)).toEqual([recent.id, older.id]);
    const cancelled = await listTeacherSessionPage({
      teacherId: teacher.id,
      query: { when: 'upcoming', status: 'cancelled', page: 1, limit: 20 },
      now,
    });
    expect(cancelled.data.map((row) => row.id)).toEqual([later.id]);
  });

  it('pages by the limit given, with the total of every matching session', async () => {
    const teacher = await createTeacher();
    const service = await createService({ teacherId: teacher.id });
    const now = new Date('2030-05-10T12:00:00Z');
    const sessions = [];
    for (const offsetHours of [1, 2, 3]) {
      const startUtc = new Date(now.getTime() + offsetHours * hour);
      sessions.push(await createSession({ teacherId: teacher.id, serviceId: service.id, startUtc }));
    }

    const second = await listTeacherSessionPage({
      teacherId: teacher.id,
      query: { when: 'upcoming', page: 2, limit: 2 },
      now,
    });
    expect(second).toMatchObject({ page: 2, limit: 2, total: 3 });
    expect(second.data.map((row) => row.id)).toEqual([sessions[2]!.id]);
  });

  it('names who attends: the one-to-one student, the participants of a group who have not cancelled', async () => {
    const teacher = await createTeacher();
    const service = await createService({ teacherId: teacher.id });
    const now = new Date('2030-05-10T12:00:00Z');
    const [ana, ben, cleo] = await Promise.all(
      ['Ana', 'Ben', 'Cleo'].map((name) => createStudent({ teacherId: teacher.id, name })),
    );
    const startUtc = new Date(now.getTime() + hour);
    const lesson = await createSession({ teacherId: teacher.id, serviceId: service.id, studentId: ana!.id, startUtc });
    const group = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      startUtc: new Date(now.getTime() + 3 * hour),
    });
    await db.sessionParticipant.createMany({
      data: [
        { teacherId: teacher.id, sessionId: group.id, studentId: ben!.id },
        { teacherId: teacher.id, sessionId: group.id, studentId: cleo!.id, status: 'cancelled' },
      ],
    });

    const page = await listTeacherSessionPage({
      teacherId: teacher.id,
      query: { when: 'upcoming', page: 1, limit: 20 },
      now,
    });
    expect(page.data.map((row) => [row.id, row.attendees.map((person) => person.name)])).toEqual([
      [lesson.id, ['Ana']],
      [group.id, ['Ben']],
    ]);
  });
});
