import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createEnrollment, createService, createStudent, createTeacher } from '@/test/factories';
import { callRoute, sessionCookie, teacherCookie } from '@/test/http';
import { DELETE, GET, PATCH } from './route';

const getService = (id: string, cookie?: string) =>
  callRoute(GET, { path: `/api/teacher/services/${id}`, params: { id }, cookie });
const patchService = (id: string, body: unknown, cookie: string) =>
  callRoute(PATCH, { method: 'PATCH', path: `/api/teacher/services/${id}`, params: { id }, body, cookie });
const deleteService = (id: string, cookie: string) =>
  callRoute(DELETE, { method: 'DELETE', path: `/api/teacher/services/${id}`, params: { id }, cookie });

describe('GET /api/teacher/services/:id (tenancy)', () => {
  it('returns a service to its own teacher, with its active enrollments', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const service = await createService({ teacherId: teacher.id });
    await createEnrollment({ teacherId: teacher.id, serviceId: service.id, studentId: student.id, status: 'active' });
    const response = await getService(service.id, await sessionCookie({ role: 'teacher', teacherId: teacher.id }));
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      id: service.id,
      name: service.name,
      activeEnrollments: 1,
      scheduleItemCount: 0,
    });
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

  it('needs a teacher session: none gives 401, a student session 403', async () => {
    const teacher = await createTeacher();
    const service = await createService({ teacherId: teacher.id });
    const student = await createStudent({ teacherId: teacher.id });
    expect((await getService(service.id)).status).toBe(401);
    expect((await getService(service.id, await sessionCookie({ role: 'student', studentId: student.id }))).status).toBe(
      403,
    );
  });
});

describe('PATCH /api/teacher/services/:id', () => {
  it('accepts { sortOrder } alone and refuses a status change', async () => {
    const teacher = await createTeacher();
    const service = await createService({ teacherId: teacher.id, status: 'draft' });
    const cookie = await teacherCookie(teacher.id);
    const moved = await patchService(service.id, { sortOrder: 12 }, cookie);
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ sortOrder: 12, status: 'draft' });
    const refused = await patchService(service.id, { status: 'active' }, cookie);
    expect(refused.status).toBe(400);
    expect(refused.json.error.details).toEqual([{ path: '(root)', message: 'Unknown field(s): status' }]);
    expect((await db.service.findUniqueOrThrow({ where: { id: service.id } })).status).toBe('draft');
  });

  it("answers 404 for another teacher's service and changes nothing", async () => {
    const owner = await createTeacher();
    const intruder = await createTeacher();
    const service = await createService({ teacherId: owner.id });
    const response = await patchService(service.id, { name: 'Taken over' }, await teacherCookie(intruder.id));
    expect(response.status).toBe(404);
    expect(await db.service.findUniqueOrThrow({ where: { id: service.id } })).toEqual(service);
  });
});

describe('DELETE /api/teacher/services/:id', () => {
  it('soft-deletes a draft (204) and then reports it missing', async () => {
    const teacher = await createTeacher();
    const draft = await createService({ teacherId: teacher.id, status: 'draft' });
    const cookie = await teacherCookie(teacher.id);
    expect((await deleteService(draft.id, cookie)).status).toBe(204);
    expect((await getService(draft.id, cookie)).status).toBe(404);
    expect((await deleteService(draft.id, cookie)).status).toBe(404);
  });

  it('refuses anything but a draft with 409 INVALID_STATE, and another teacher with 404', async () => {
    const teacher = await createTeacher();
    const intruder = await createTeacher();
    const active = await createService({ teacherId: teacher.id, status: 'active' });
    const draft = await createService({ teacherId: teacher.id, status: 'draft' });
    const refused = await deleteService(active.id, await teacherCookie(teacher.id));
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('INVALID_STATE');
    expect((await deleteService(draft.id, await teacherCookie(intruder.id))).status).toBe(404);
    expect(await db.service.count({ where: { id: { in: [active.id, draft.id] }, deletedAt: null } })).toBe(2);
  });
});
