/** POST /api/student/sessions/:id/mood. */
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createSession } from '@/test/factories';
import { sessionCookie } from '@/test/http';
import { addStudent, detail, hour, setUpStudent, submitMood } from '@/test/api/student/session-routes';

const past = () => new Date(Date.now() - 48 * hour);

describe('POST /api/student/sessions/:id/mood', () => {
  it("the primary student's mood: a mood_updated event of the session, the roster mood, shown on the session", async () => {
    const { teacher, service, student, cookie } = await setUpStudent();
    const session = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      status: 'completed',
      startUtc: past(),
    });
    const response = await submitMood(cookie, session.id, { mood: 'great' });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ sessionId: session.id, mood: 'great', submittedAt: expect.any(String) });
    expect((await submitMood(cookie, session.id, { mood: 'okay' })).status).toBe(200);
    expect((await detail(cookie, session.id)).json.mood).toBe('okay');
    expect((await db.student.findUniqueOrThrow({ where: { id: student.id } })).mood).toBe('okay');
    const events = await db.studentLifecycleEvent.findMany({
      where: { studentId: student.id, type: 'mood_updated' },
      select: { metadata: true },
    });
    expect(events).toHaveLength(2);
    expect(events[0]!.metadata).toMatchObject({ sessionId: session.id });
    // No seat was taken for it.
    expect(await db.sessionParticipant.count({ where: { sessionId: session.id } })).toBe(0);
  });

  it("a participant's mood is stored on their own seat", async () => {
    const { teacher, service, student, cookie } = await setUpStudent({ groupType: 'group', capacity: 3 });
    const host = await addStudent(teacher.id, service.id);
    const session = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: host.student.id,
      status: 'pending_review',
      startUtc: past(),
    });
    await db.sessionParticipant.create({
      data: { teacherId: teacher.id, sessionId: session.id, studentId: student.id },
    });
    expect((await submitMood(cookie, session.id, { mood: 'low' })).status).toBe(200);
    const seat = await db.sessionParticipant.findFirstOrThrow({ where: { sessionId: session.id } });
    expect(seat).toMatchObject({ mood: 'low', moodSubmittedAt: expect.any(Date) });
    expect((await detail(cookie, session.id)).json.mood).toBe('low');
    // The host's view does not show the participant's mood as theirs.
    expect((await detail(host.cookie, session.id)).json.mood).toBeNull();
  });

  it('is 409 INVALID_STATE before the session took place (or if cancelled), storing nothing', async () => {
    const { teacher, service, student, cookie } = await setUpStudent();
    for (const status of ['scheduled', 'cancelled', 'pending_confirmation'] as const) {
      const session = await createSession({
        teacherId: teacher.id,
        serviceId: service.id,
        studentId: student.id,
        status,
      });
      const response = await submitMood(cookie, session.id, { mood: 'good' });
      expect(response.status).toBe(409);
      expect(response.json.error.code).toBe('INVALID_STATE');
    }
    expect(await db.studentLifecycleEvent.count({ where: { studentId: student.id } })).toBe(0);
  });

  it('is 403 while a teacher impersonates the student, and nothing is stored', async () => {
    const { teacher, service, student } = await setUpStudent();
    const session = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      status: 'completed',
      startUtc: past(),
    });
    const impersonating = await sessionCookie({
      role: 'student',
      studentId: student.id,
      impersonatorTeacherId: teacher.id,
    });
    const response = await submitMood(impersonating, session.id, { mood: 'bad' });
    expect(response.status).toBe(403);
    expect(response.json.error.code).toBe('FORBIDDEN');
    expect(await db.studentLifecycleEvent.count({ where: { studentId: student.id } })).toBe(0);
    expect((await db.student.findUniqueOrThrow({ where: { id: student.id } })).mood).toBe(student.mood);
  });

  it("is 400 for an unknown mood, 404 for another student's session, 401 signed out", async () => {
    const { teacher, service, student, cookie } = await setUpStudent();
    const session = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      status: 'completed',
      startUtc: past(),
    });
    for (const body of [{ mood: 'ecstatic' }, {}, { mood: 'good', note: 'x' }]) {
      expect((await submitMood(cookie, session.id, body)).status).toBe(400);
    }
    const classmate = await addStudent(teacher.id, service.id);
    const stranger = await setUpStudent();
    for (const other of [classmate.cookie, stranger.cookie]) {
      expect((await submitMood(other, session.id, { mood: 'good' })).status).toBe(404);
    }
    expect((await submitMood(undefined, session.id, { mood: 'good' })).status).toBe(401);
    expect(await db.studentLifecycleEvent.count({ where: { studentId: student.id } })).toBe(0);
  });
});
