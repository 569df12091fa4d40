import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createAvailabilityOverride, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { DELETE, GET, PATCH } from './route';

const at = (id: string) => ({ path: `/api/teacher/availability-overrides/${id}`, params: { id } });
const read = (id: string) => db.availabilityOverride.findUnique({ where: { id } });

describe('/api/teacher/availability-overrides/:id', () => {
  it('GET answers one override of the teacher', async () => {
    const teacher = await createTeacher();
    const override = await createAvailabilityOverride({
      teacherId: teacher.id,
      isAvailable: true,
      startTime: '09:00',
      endTime: '12:00',
      reason: 'Saturday morning',
    });
    const response = await callRoute(GET, { ...at(override.id), cookie: await teacherCookie(teacher.id) });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      id: override.id,
      date: override.date.toISOString().slice(0, 10),
      isAvailable: true,
      startTime: '09:00',
      endTime: '12:00',
      reason: 'Saturday morning',
      createdAt: override.createdAt.toISOString(),
      updatedAt: override.updatedAt.toISOString(),
    });
  });

  it('PATCH turns a closed day into extra hours, and checks the result as a whole', async () => {
    const teacher = await createTeacher();
    const override = await createAvailabilityOverride({ teacherId: teacher.id });
    const cookie = await teacherCookie(teacher.id);
    const halfDone = await callRoute(PATCH, {
      ...at(override.id),
      method: 'PATCH',
      body: { isAvailable: true },
      cookie,
    });
    expect(halfDone.status).toBe(400);
    expect(halfDone.json.error.details).toEqual([
      { path: 'startTime', message: 'Extra hours need a start and an end time' },
    ]);
    expect(await read(override.id)).toEqual(override);
    const body = { isAvailable: true, startTime: '16:00', endTime: '18:00', date: '2030-07-01' };
    const done = await callRoute(PATCH, { ...at(override.id), method: 'PATCH', body, cookie });
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject(body);
  });

  it('DELETE removes it', async () => {
    const teacher = await createTeacher();
    const override = await createAvailabilityOverride({ teacherId: teacher.id });
    const response = await callRoute(DELETE, {
      ...at(override.id),
      method: 'DELETE',
      cookie: await teacherCookie(teacher.id),
    });
    expect(response.status).toBe(204);
    expect(await read(override.id)).toBeNull();
  });

  it("answers 404 for another teacher's override, shows nothing and changes nothing", async () => {
    const owner = await createTeacher();
    const intruder = await createTeacher();
    const override = await createAvailabilityOverride({ teacherId: owner.id });
    const cookie = await teacherCookie(intruder.id);
    const read404 = await callRoute(GET, { ...at(override.id), cookie });
    expect(read404.status).toBe(404);
    const patch = await callRoute(PATCH, { ...at(override.id), method: 'PATCH', body: { reason: 'mine' }, cookie });
    const remove = await callRoute(DELETE, { ...at(override.id), method: 'DELETE', cookie });
    expect([patch.status, remove.status]).toEqual([404, 404]);
    expect(await read(override.id)).toEqual(override);
  });
});
