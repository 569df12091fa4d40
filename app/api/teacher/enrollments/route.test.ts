import { describe, expect, it } from 'vitest';
import { createEnrollment, createService, createStudent, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { GET } from './route';

describe('GET /api/teacher/enrollments', () => {
  it('answers the roster of a service in the list envelope', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const service = await createService({ teacherId: teacher.id });
    const enrollment = await createEnrollment({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      sessionsTotal: 6,
      sessionsCompleted: 2,
    });
    const response = await callRoute(GET, {
      path: `/api/teacher/enrollments?serviceId=${service.id}`,
      cookie: await teacherCookie(teacher.id),
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      data: [
        expect.objectContaining({
          id: enrollment.id,
          student: { id: student.id, name: student.name, email: student.email },
          remaining: 4,
        }),
      ],
      page: 1,
      limit: 20,
      total: 1,
    });
  });

  it("answers 404 for another teacher's service", async () => {
    const service = await createService({ teacherId: (await createTeacher()).id });
    const response = await callRoute(GET, {
      path: `/api/teacher/enrollments?serviceId=${service.id}`,
      cookie: await teacherCookie((await createTeacher()).id),
    });
    expect(response.status).toBe(404);
  });
});
