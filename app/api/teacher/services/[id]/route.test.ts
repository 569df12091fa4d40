import { describe, expect, it } from 'vitest';
import { createService, createStudent, createTeacher } from '@/prisma/factories';
import { callRoute, sessionCookie } from '@/test/http';
import { GET } from './route';

const getService = (id: string, cookie?: string) =>
  callRoute(GET, { path: `/api/teacher/services/${id}`, params: { id }, cookie });

describe('GET /api/teacher/services/:id (tenancy)', () => {
  it('returns a service to its own teacher', async () => {
    const teacher = await createTeacher();
    const service = await createService({ teacherId: teacher.id });
    const response = await getService(service.id, await sessionCookie({ role: 'teacher', teacherId: teacher.id }));
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ id: service.id, name: service.name });
  });

  it("answers 404 for another teacher's service, exactly as for a missing one", async () => {
    const owner = await createTeacher();
    const intruder = await createTeacher();
    const service = await createService({ teacherId: owner.id });
    const cookie = await sessionCookie({ role: 'teacher', teacherId: intruder.id });
    const foreign = await getService(service.id, cookie);
    const missing = await getService('00000000-0000-4000-8000-00000000abcd', cookie);
    expect(foreign.status).toBe(404);
    expect(foreign.json).toEqual(missing.json);
  });

  it('needs a teacher session: none or a student session gives 401', async () => {
    const teacher = await createTeacher();
    const service = await createService({ teacherId: teacher.id });
    const student = await createStudent({ teacherId: teacher.id });
    expect((await getService(service.id)).status).toBe(401);
    expect((await getService(service.id, await sessionCookie({ role: 'student', studentId: student.id }))).status).toBe(
      401,
    );
  });
});
