import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createStudent, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { GET } from './route';

const lifecycle = (id: string, cookie: string, search = '') =>
  callRoute(GET, { path: `/api/teacher/students/${id}/lifecycle${search}`, params: { id }, cookie });

describe('GET /api/teacher/students/:id/lifecycle', () => {
  it('pages the events newest first and filters by type', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const ids = { teacherId: teacher.id, studentId: student.id };
    await db.studentLifecycleEvent.createMany({
      data: [
        { ...ids, type: 'first_contact', occurredAt: new Date('2031-01-01') },
        { ...ids, type: 'churned', occurredAt: new Date('2031-02-01') },
        { ...ids, type: 'level_changed', occurredAt: new Date('2031-03-01'), metadata: { from: 'A1', to: 'A2' } },
      ],
    });
    const cookie = await teacherCookie(teacher.id);
    const page = await lifecycle(student.id, cookie, '?limit=2');
    expect(page.status).toBe(200);
    expect(page.json).toMatchObject({
      total: 3,
      limit: 2,
      data: [
        { type: 'level_changed', metadata: { from: 'A1', to: 'A2' } },
        { type: 'churned', canonicalType: 'churn_detected' },
      ],
    });
    expect((await lifecycle(student.id, cookie, '?type=churn_detected')).json.total).toBe(1);
    expect((await lifecycle(student.id, cookie, '?type=unknown')).status).toBe(400);
  });

  it("answers 404 for another teacher's student", async () => {
    const student = await createStudent({ teacherId: (await createTeacher()).id });
    expect((await lifecycle(student.id, await teacherCookie((await createTeacher()).id))).status).toBe(404);
  });
});
