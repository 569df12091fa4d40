import { describe, expect, it } from 'vitest';
import { createService, createSession, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { POST } from '../route';
import { GET, PATCH } from './route';

const patchService = (id: string, body: unknown, cookie: string) =>
  callRoute(PATCH, { method: 'PATCH', path: `/api/teacher/services/${id}`, params: { id }, body, cookie });

/** `billing` through the service API (issue 35, decision 0132). */
describe('service billing through the API', () => {
  it('creates a post-paid service (201) and answers billing on GET', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const created = await callRoute(POST, {
      method: 'POST',
      path: '/api/teacher/services',
      body: { name: 'Guitar', billing: 'postpaid', priceAmount: 4500 },
      cookie,
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ billing: 'postpaid', priceAmount: 4500 });
    const read = await callRoute(GET, {
      path: `/api/teacher/services/${created.json.id}`,
      params: { id: created.json.id },
      cookie,
    });
    expect(read.json.billing).toBe('postpaid');
  });

  it('refuses a monthly package (400 on billing) and an unknown value', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const service = await createService({ teacherId: teacher.id, structure: 'package', sessionsIncluded: 4 });
    const refused = await patchService(service.id, { billing: 'monthly' }, cookie);
    expect(refused.status).toBe(400);
    expect(refused.json.error.details).toEqual([
      { path: 'billing', message: 'A monthly service must be a one-to-one single lesson' },
    ]);
    expect((await patchService(service.id, { billing: 'sometimes' }, cookie)).status).toBe(400);
  });

  it('changes billing while the service has no lessons, then refuses with 409 INVALID_STATE', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const service = await createService({ teacherId: teacher.id, priceAmount: 3000 });
    const changed = await patchService(service.id, { billing: 'monthly' }, cookie);
    expect(changed.status).toBe(200);
    expect(changed.json.billing).toBe('monthly');
    await createSession({ teacherId: teacher.id, serviceId: service.id });
    const refused = await patchService(service.id, { billing: 'prepaid' }, cookie);
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('INVALID_STATE');
  });

  it("answers 404 for another teacher's service", async () => {
    const [owner, intruder] = await Promise.all([createTeacher(), createTeacher()]);
    const service = await createService({ teacherId: owner.id });
    const response = await patchService(service.id, { billing: 'postpaid' }, await teacherCookie(intruder.id));
    expect(response.status).toBe(404);
  });
});
