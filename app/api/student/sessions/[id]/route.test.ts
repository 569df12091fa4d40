/** GET /api/student/sessions/:id: the student's view of one session. */
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createSession } from '@/prisma/factories';
import { addStudent, detail, hour, setUpStudent } from '../test-kit';

describe('GET /api/student/sessions/:id', () => {
  it('shows summary, homework and resources, never the teacher notes or a phone', async () => {
    const { teacher, service, student, cookie } = await setUpStudent();
    const session = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      status: 'completed',
      startUtc: new Date(Date.now() - 48 * hour),
      summary: 'Past tense',
      homework: 'Exercise 3',
      teacherNotes: 'Struggles with irregular verbs',
    });
    const resource = await db.resource.create({
      data: { teacherId: teacher.id, label: 'Verb table', url: 'https://example.test/verbs' },
    });
    const gone = await db.resource.create({
      data: { teacherId: teacher.id, label: 'Old', url: 'https://example.test/old', deletedAt: new Date() },
    });
    await db.sessionResource.createMany({
      data: [
        { sessionId: session.id, resourceId: resource.id },
        { sessionId: session.id, resourceId: gone.id },
      ],
    });
    const response = await detail(cookie, session.id);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      id: session.id,
      status: 'completed',
      role: 'primary',
      summary: 'Past tense',
      homework: 'Exercise 3',
      mood: null,
      canCancel: false,
      resources: [{ id: resource.id, label: 'Verb table', url: 'https://example.test/verbs' }],
    });
    expect(response.json).not.toHaveProperty('teacherNotes');
    expect(response.text).not.toMatch(/Struggles|phone|\+34/);
  });

  it('shows a joined group session to its participant', async () => {
    const { teacher, service, cookie, student } = await setUpStudent({ groupType: 'group', capacity: 3 });
    const other = await addStudent(teacher.id, service.id);
    const session = await createSession({ teacherId: teacher.id, serviceId: service.id, studentId: other.student.id });
    await db.sessionParticipant.create({
      data: { teacherId: teacher.id, sessionId: session.id, studentId: student.id },
    });
    const response = await detail(cookie, session.id);
    expect(response.json).toMatchObject({ role: 'participant', status: 'scheduled', canReschedule: false });
    // Its primary student cannot move it either while someone else still attends (the call would be 409).
    const owner = await detail(other.cookie, session.id);
    expect(owner.json).toMatchObject({ role: 'primary', canCancel: true, canReschedule: false });
  });

  it("is 404 for another student's session (same or other teacher), a missing one; 400 for a bad id; 401 signed out", async () => {
    const { teacher, service, cookie } = await setUpStudent();
    const sameTeacher = await addStudent(teacher.id, service.id);
    const theirs = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: sameTeacher.student.id,
    });
    const other = await setUpStudent();
    const otherTeachers = await createSession({
      teacherId: other.teacher.id,
      serviceId: other.service.id,
      studentId: other.student.id,
    });
    for (const id of [theirs.id, otherTeachers.id, crypto.randomUUID()]) {
      const response = await detail(cookie, id);
      expect(response.status).toBe(404);
      expect(response.json.error.code).toBe('NOT_FOUND');
    }
    expect((await detail(cookie, 'not-a-uuid')).status).toBe(400);
    expect((await detail(undefined, theirs.id)).status).toBe(401);
  });
});
