/** GET /api/student/sessions/:id: the student's view of one session. */
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createLessonTemplate, createSession } from '@/test/factories';
import { addStudent, detail, hour, list, setUpStudent } from '@/test/api/student/session-routes';

describe('GET /api/student/sessions/:id', () => {
  it('shows summary, homework, resources and templates, never the teacher notes or a phone', async () => {
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
      data: { teacherId: teacher.id, label: 'Verb table', url: 'https://example.test/verbs', type: 'homework' },
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
    const template = await createLessonTemplate({ teacherId: teacher.id, name: 'Past tense drill' });
    const trashed = await createLessonTemplate({ teacherId: teacher.id, name: 'Old drill', deletedAt: new Date() });
    await db.sessionTemplate.createMany({
      data: [
        { sessionId: session.id, templateId: template.id },
        { sessionId: session.id, templateId: trashed.id },
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
      materialCount: 2,
      resources: [
        {
          id: resource.id,
          title: 'Verb table',
          type: 'homework',
          url: 'https://example.test/verbs',
          fileName: null,
          contentType: null,
        },
      ],
      templates: [{ id: template.id, title: 'Past tense drill' }],
    });
    expect(Object.keys(response.json.resources[0]).sort()).toEqual(['contentType', 'fileName', 'id', 'title', 'type', 'url']);
    expect(Object.keys(response.json.templates[0]).sort()).toEqual(['id', 'title']);
    // The list carries the short form: summary, homework and how many materials.
    const past = await list(cookie, '?scope=past');
    expect(past.json.data[0]).toMatchObject({
      id: session.id,
      summary: 'Past tense',
      homework: 'Exercise 3',
      materialCount: 2,
    });
    expect(past.json.data[0]).not.toHaveProperty('resources');
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
