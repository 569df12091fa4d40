import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createReview, createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { countQueries } from '@/test/count-queries';
import { listLifecycleEvents } from './list-lifecycle-events';
import { listStudentTimeline } from './list-student-timeline';

const day = 24 * 60 * 60 * 1000;
const base = new Date('2031-03-01T10:00:00Z');
const at = (days: number) => new Date(base.getTime() + days * day);

async function studentWithHistory() {
  const teacher = await createTeacher();
  const student = await createStudent({ teacherId: teacher.id });
  const service = await createService({ teacherId: teacher.id, name: 'Grammar' });
  const ids = { teacherId: teacher.id, studentId: student.id };
  await db.studentLifecycleEvent.create({ data: { ...ids, type: 'first_contact', occurredAt: at(0) } });
  await db.contactLogEntry.create({ data: { ...ids, channel: 'email', sentAt: at(1), note: 'Welcome!' } });
  const lesson = await createSession({ ...ids, serviceId: service.id, startUtc: at(2), status: 'completed' });
  await db.studentLifecycleEvent.create({ data: { ...ids, type: 'no_show', occurredAt: at(3) } });
  const group = await createSession({ teacherId: teacher.id, serviceId: service.id, startUtc: at(4) });
  await db.sessionParticipant.create({ data: { ...ids, sessionId: group.id, status: 'no_show' } });
  await createReview({ ...ids, sessionId: lesson.id, rating: 4, createdAt: at(5) });
  // Someone else's history never shows.
  const other = await createStudent({ teacherId: teacher.id });
  await db.contactLogEntry.create({
    data: { teacherId: teacher.id, studentId: other.id, channel: 'phone', sentAt: at(6) },
  });
  return { teacher, student, service };
}

describe('listStudentTimeline', () => {
  it('merges contacts, sessions, lifecycle events and reviews, newest first, page by page', async () => {
    const { teacher, student } = await studentWithHistory();
    const first = await listStudentTimeline({
      teacherId: teacher.id,
      studentId: student.id,
      query: { page: 1, limit: 4 },
    });
    const second = await listStudentTimeline({
      teacherId: teacher.id,
      studentId: student.id,
      query: { page: 2, limit: 4 },
    });
    expect(first.total).toBe(6);
    expect([...first.data, ...second.data].map((item) => [item.kind, item.at])).toEqual([
      ['review', at(5).toISOString()],
      ['session', at(4).toISOString()],
      ['lifecycle', at(3).toISOString()],
      ['session', at(2).toISOString()],
      ['contact', at(1).toISOString()],
      ['lifecycle', at(0).toISOString()],
    ]);
    expect(first.data[0]).toMatchObject({ kind: 'review', rating: 4, status: 'approved' });
    expect(first.data[1]).toMatchObject({ kind: 'session', serviceName: 'Grammar', participantStatus: 'no_show' });
    expect(first.data[2]).toMatchObject({ kind: 'lifecycle', type: 'no_show', canonicalType: 'session_no_show' });
    expect(second.data[0]).toMatchObject({ kind: 'contact', channel: 'email', note: 'Welcome!' });
  });

  it('costs the same number of queries whatever the history', async () => {
    const { teacher, student, service } = await studentWithHistory();
    const small = await countQueries(() =>
      listStudentTimeline({ teacherId: teacher.id, studentId: student.id, query: { page: 1, limit: 20 } }),
    );
    for (let index = 0; index < 30; index += 1) {
      await createSession({
        teacherId: teacher.id,
        serviceId: service.id,
        studentId: student.id,
        startUtc: at(10 + index),
      });
    }
    const large = await countQueries(() =>
      listStudentTimeline({ teacherId: teacher.id, studentId: student.id, query: { page: 2, limit: 20 } }),
    );
    expect(large.result.total).toBe(36);
    expect(large.count).toBe(small.count);
  });

  it("answers 404 for another teacher's student", async () => {
    const { student } = await studentWithHistory();
    const intruder = await createTeacher();
    await expect(
      listStudentTimeline({ teacherId: intruder.id, studentId: student.id, query: { page: 1, limit: 20 } }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('listLifecycleEvents', () => {
  it('lists newest first and finds an event under its alias', async () => {
    const { teacher, student } = await studentWithHistory();
    await db.studentLifecycleEvent.create({
      data: { teacherId: teacher.id, studentId: student.id, type: 'session_no_show', occurredAt: at(7) },
    });
    const all = await listLifecycleEvents({
      teacherId: teacher.id,
      studentId: student.id,
      query: { page: 1, limit: 20 },
    });
    expect(all.data.map((event) => event.type)).toEqual(['session_no_show', 'no_show', 'first_contact']);
    const noShows = await listLifecycleEvents({
      teacherId: teacher.id,
      studentId: student.id,
      query: { page: 1, limit: 20, type: 'session_no_show' },
    });
    expect(noShows).toMatchObject({ total: 2 });
    expect(noShows.data.every((event) => event.canonicalType === 'session_no_show')).toBe(true);
  });
});
