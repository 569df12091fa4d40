import { describe, expect, it } from 'vitest';
import { createEnrollment, createService, createStudent, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { GET } from './route';

describe('GET /api/teacher/enrollments/:id', () => {
  it("returns the teacher's enrollment and 404 to anyone else", async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const service = await createService({ teacherId: teacher.id });
    const enrollment = await createEnrollment({ teacherId: teacher.id, serviceId: service.id, studentId: student.id });
    const get = async (cookie: string) =>
      callRoute(GET, { path: `/api/teacher/enrollments/${enrollment.id}`, params: { id: enrollment.id }, cookie });
    const own = await get(await teacherCookie(teacher.id));
    expect(own.status).toBe(200);
    expect(own.json).toMatchObject({ id: enrollment.id, service: { id: service.id }, status: 'active' });
    expect((await get(await teacherCookie((await createTeacher()).id))).status).toBe(404);
  });
});
