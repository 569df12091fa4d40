import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createStudent, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { GET } from './route';

const timeline = (id: string, cookie: string, search = '') =>
  callRoute(GET, { path: `/api/teacher/students/${id}/timeline${search}`, params: { id }, cookie });

describe('GET /api/teacher/students/:id/timeline', () => {
  it('answers a page of merged items', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const ids = { teacherId: teacher.id, studentId: student.id };
    await db.contactLogEntry.create({ data: { ...ids, channel: 'phone', sentAt: new Date('2031-01-02') } });
    await db.studentLifecycleEvent.create({
      data: { ...ids, type: 'first_contact', occurredAt: new Date('2031-01-01') },
    });
    const response = await timeline(student.id, await teacherCookie(teacher.id), '?page=1&limit=1');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      data: [{ kind: 'contact', id: expect.any(String), at: '2031-01-02T00:00:00.000Z', channel: 'phone', note: null }],
      page: 1,
      limit: 1,
      total: 2,
    });
  });

  it("answers 404 for another teacher's student", async () => {
    const student = await createStudent({ teacherId: (await createTeacher()).id });
    expect((await timeline(student.id, await teacherCookie((await createTeacher()).id))).status).toBe(404);
  });
});
