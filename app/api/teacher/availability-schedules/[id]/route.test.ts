import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { createAvailabilitySchedule, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { DELETE, GET, PATCH } from './route';

const at = (id: string) => ({ path: `/api/teacher/availability-schedules/${id}`, params: { id } });
const read = async (id: string) =>
  db.availabilitySchedule.findUnique({ where: { id }, include: { rules: { orderBy: { id: 'asc' } } } });

describe('/api/teacher/availability-schedules/:id', () => {
  it('PATCH replaces the rules whole and changes the named fields only', async () => {
    const teacher = await createTeacher();
    const schedule = await createAvailabilitySchedule({ teacherId: teacher.id });
    const cookie = await teacherCookie(teacher.id);
    const rules = [{ weekday: 3, startTime: '10:00', endTime: '12:00' }];
    const response = await callRoute(PATCH, {
      ...at(schedule.id),
      method: 'PATCH',
      body: { rules, isActive: false },
      cookie,
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ name: schedule.name, isActive: false, timezone: schedule.timezone, rules });
    expect((await read(schedule.id))?.rules).toHaveLength(1);
    const renamed = await callRoute(PATCH, { ...at(schedule.id), method: 'PATCH', body: { name: 'Summer' }, cookie });
    expect(renamed.json).toMatchObject({ name: 'Summer', rules });
    await flushAudits();
    const actions = await db.auditLog.findMany({ where: { entityId: schedule.id }, select: { action: true } });
    expect(actions).toEqual([{ action: 'availability_schedule.update' }, { action: 'availability_schedule.update' }]);
  });

  it('PATCH checks the validity dates against the stored ones', async () => {
    const teacher = await createTeacher();
    const schedule = await createAvailabilitySchedule({
      teacherId: teacher.id,
      validFrom: new Date('2030-03-01T00:00:00Z'),
    });
    const response = await callRoute(PATCH, {
      ...at(schedule.id),
      method: 'PATCH',
      body: { validUntil: '2030-02-01' },
      cookie: await teacherCookie(teacher.id),
    });
    expect(response.status).toBe(400);
    expect(response.json.error.details).toEqual([
      { path: 'validUntil', message: 'The schedule cannot end before it starts' },
    ]);
    expect((await read(schedule.id))?.validUntil).toBeNull();
  });

  it('GET and DELETE work for the owner; DELETE removes the rules too', async () => {
    const teacher = await createTeacher();
    const schedule = await createAvailabilitySchedule({ teacherId: teacher.id });
    const cookie = await teacherCookie(teacher.id);
    expect((await callRoute(GET, { ...at(schedule.id), cookie })).json).toMatchObject({
      id: schedule.id,
      name: schedule.name,
    });
    expect((await callRoute(DELETE, { ...at(schedule.id), method: 'DELETE', cookie })).status).toBe(204);
    expect(await read(schedule.id)).toBeNull();
    expect(await db.availabilityRule.count({ where: { scheduleId: schedule.id } })).toBe(0);
    expect((await callRoute(GET, { ...at(schedule.id), cookie })).status).toBe(404);
  });

  it("answers 404 for another teacher's schedule, exactly as for a missing one, and changes nothing", async () => {
    const owner = await createTeacher();
    const intruder = await createTeacher();
    const schedule = await createAvailabilitySchedule({ teacherId: owner.id });
    const before = await read(schedule.id);
    const cookie = await teacherCookie(intruder.id);
    const missing = await callRoute(GET, { ...at('00000000-0000-4000-8000-00000000abcd'), cookie });
    const responses = [
      await callRoute(GET, { ...at(schedule.id), cookie }),
      await callRoute(PATCH, { ...at(schedule.id), method: 'PATCH', body: { name: 'Mine now', rules: [] }, cookie }),
      await callRoute(DELETE, { ...at(schedule.id), method: 'DELETE', cookie }),
    ];
    for (const response of responses) {
      expect(response.status).toBe(404);
      expect(response.json.error).toEqual({ ...missing.json.error });
    }
    expect(await read(schedule.id)).toEqual(before);
  });
});
