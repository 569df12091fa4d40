import { describe, expect, it } from 'vitest';
import { createEnrollment, createService, createStudent, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { POST } from './route';

const pause = (id: string, cookie: string) =>
  callRoute(POST, { method: 'POST', path: `/api/teacher/services/${id}/pause`, params: { id }, cookie });

describe('POST /api/teacher/services/:id/pause', () => {
  it('pauses an active service and says how many enrollments are active; a paused one is refused', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const service = await createService({ teacherId: teacher.id, status: 'active' });
    await createEnrollment({ teacherId: teacher.id, serviceId: service.id, studentId: student.id });
    const cookie = await teacherCookie(teacher.id);
    const paused = await pause(service.id, cookie);
    expect(paused.status).toBe(200);
    expect(paused.json).toMatchObject({ status: 'paused', activeEnrollments: 1 });
    const again = await pause(service.id, cookie);
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('INVALID_STATE');
  });
});
