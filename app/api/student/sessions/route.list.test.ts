/** GET /api/student/sessions: the student's own sessions, upcoming or past. */
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { listStudentSessions } from '@/lib/booking/student/list-student-sessions';
import { createSession } from '@/test/factories';
import { countQueries } from '@/test/count-queries';
import { addStudent, hour, list, setUpStudent } from '@/test/api/student/session-routes';

const inHours = (hours: number) => new Date(Date.now() + hours * hour);

async function calendar() {
  const kit = await setUpStudent({ groupType: 'group', capacity: 4 });
  const { teacher, service, student } = kit;
  const mine = (startUtc: Date, status: 'scheduled' | 'completed' | 'cancelled' | 'pending_confirmation') =>
    createSession({ teacherId: teacher.id, serviceId: service.id, studentId: student.id, startUtc, status });
  const soon = await mine(inHours(5), 'scheduled');
  const later = await mine(inHours(50), 'pending_confirmation');
  const done = await mine(inHours(-50), 'completed');
  const cancelledFuture = await mine(inHours(30), 'cancelled');
  const expiredHold = await createSession({
    teacherId: teacher.id,
    serviceId: service.id,
    studentId: student.id,
    startUtc: inHours(40),
    status: 'hold',
    holdExpiresAt: inHours(-1),
  });
  // A group session of another student that this student joined, and one they left.
  const other = await addStudent(teacher.id, service.id);
  const joined = await createSession({
    teacherId: teacher.id,
    serviceId: service.id,
    studentId: other.student.id,
    startUtc: inHours(10),
  });
  const left = await createSession({
    teacherId: teacher.id,
    serviceId: service.id,
    studentId: other.student.id,
    startUtc: inHours(70),
  });
  await db.sessionParticipant.createMany({
    data: [
      { teacherId: teacher.id, sessionId: joined.id, studentId: student.id },
      { teacherId: teacher.id, sessionId: left.id, studentId: student.id, status: 'cancelled' },
    ],
  });
  // Not the student's: another student's session of the same teacher.
  await createSession({
    teacherId: teacher.id,
    serviceId: service.id,
    studentId: other.student.id,
    startUtc: inHours(20),
  });
  return { ...kit, other, ids: { soon, later, done, cancelledFuture, expiredHold, joined, left } };
}

describe('GET /api/student/sessions', () => {
  it('upcoming: every session not ended, by time (cancelled ones marked so), primary or joined, soonest first', async () => {
    const { cookie, ids } = await calendar();
    const response = await list(cookie, '?scope=upcoming');
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ page: 1, limit: 20, total: 5 });
    expect(response.json.data.map((s: { id: string }) => s.id)).toEqual([
      ids.soon.id,
      ids.joined.id,
      ids.cancelledFuture.id,
      ids.later.id,
      ids.left.id,
    ]);
    const [soon, joined, cancelled, later, left] = response.json.data;
    expect(soon).toMatchObject({ role: 'primary', canCancel: true, canReschedule: true });
    expect(joined).toMatchObject({ role: 'participant', status: 'scheduled', canCancel: true, canReschedule: false });
    // A lesson cancelled but still ahead is not past: it stays in its place in time, as cancelled.
    expect(cancelled).toMatchObject({ status: 'cancelled', canCancel: false, canReschedule: false });
    expect(later).toMatchObject({ status: 'pending_confirmation', canReschedule: false });
    expect(left).toMatchObject({ role: 'participant', status: 'cancelled', canCancel: false });
    expect(JSON.stringify(response.json)).not.toMatch(/phone|teacherNotes/);
  });

  it('past: the sessions that have ended, latest first; a hold that ran out is in neither; upcoming is the default', async () => {
    const { cookie, ids } = await calendar();
    const past = await list(cookie, '?scope=past');
    expect(past.json.data.map((s: { id: string }) => s.id)).toEqual([ids.done.id]);
    expect(past.json.data[0]).toMatchObject({ status: 'completed', canCancel: false, canReschedule: false });
    const upcoming = await list(cookie);
    expect(upcoming.json.total).toBe(5);
    expect(upcoming.json.data.map((s: { id: string }) => s.id)).not.toContain(ids.expiredHold.id);
  });

  it('pages with limit and page', async () => {
    const { cookie, ids } = await calendar();
    const second = await list(cookie, '?scope=upcoming&limit=2&page=2');
    expect(second.json).toMatchObject({ page: 2, limit: 2, total: 5 });
    expect(second.json.data.map((s: { id: string }) => s.id)).toEqual([ids.cancelledFuture.id, ids.later.id]);
  });

  it("never lists another teacher's sessions, even of a student with the same e-mail", async () => {
    const { student, cookie } = await calendar();
    const other = await setUpStudent();
    await db.student.update({ where: { id: other.student.id }, data: { email: student.email } });
    await createSession({
      teacherId: other.teacher.id,
      serviceId: other.service.id,
      studentId: other.student.id,
      startUtc: inHours(8),
    });
    expect((await list(cookie)).json.total).toBe(5);
    expect((await list(other.cookie)).json.total).toBe(1);
  });

  it('is 400 for a bad query and 401 without a student session', async () => {
    const { cookie } = await calendar();
    for (const search of ['?scope=all', '?limit=0', '?limit=101', '?page=0', '?other=1']) {
      const response = await list(cookie, search);
      expect(response.status).toBe(400);
      expect(response.json.error.code).toBe('VALIDATION_ERROR');
    }
    expect((await list(undefined)).status).toBe(401);
  });

  it('sends the same number of queries whatever the page holds', async () => {
    const small = await calendar();
    const big = await calendar();
    for (let i = 0; i < 6; i++) {
      await createSession({
        teacherId: big.teacher.id,
        serviceId: big.service.id,
        studentId: big.student.id,
        startUtc: inHours(100 + i * 3),
      });
    }
    const run = (kit: typeof small) =>
      countQueries(() =>
        listStudentSessions({ student: kit.student, query: { scope: 'upcoming', page: 1, limit: 20 } }),
      );
    const one = await run(small);
    const many = await run(big);
    expect(many.result.data).toHaveLength(11);
    expect(many.count).toBe(one.count);
  });
});
