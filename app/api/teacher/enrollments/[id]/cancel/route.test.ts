import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createEnrollment, createService, createStudent, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { POST } from './route';

describe('POST /api/teacher/enrollments/:id/cancel', () => {
  it('cancels once, then answers 409 INVALID_STATE; another teacher gets 404', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const service = await createService({ teacherId: teacher.id });
    const enrollment = await createEnrollment({ teacherId: teacher.id, serviceId: service.id, studentId: student.id });
    const cancel = async (cookie: string) =>
      callRoute(POST, {
        method: 'POST',
        path: `/api/teacher/enrollments/${enrollment.id}/cancel`,
        params: { id: enrollment.id },
        cookie,
      });

    const foreign = await cancel(await teacherCookie((await createTeacher()).id));
    expect(foreign.status).toBe(404);
    expect((await db.enrollment.findUniqueOrThrow({ where: { id: enrollment.id } })).status).toBe('active');

    const cookie = await teacherCookie(teacher.id);
    const cancelled = await cancel(cookie);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
    const again = await cancel(cookie);
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('INVALID_STATE');
  });
});
