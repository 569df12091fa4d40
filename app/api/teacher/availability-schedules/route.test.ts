import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { createAvailabilitySchedule, createStudent, createTeacher } from '@/test/factories';
import { callRoute, sessionCookie, teacherCookie } from '@/test/http';
import { GET, POST } from './route';

const path = '/api/teacher/availability-schedules';
const create = (body: unknown, cookie: string) => callRoute(POST, { method: 'POST', path, body, cookie });
const weekdayMornings = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startTime: '09:00', endTime: '13:00' }));

describe('POST /api/teacher/availability-schedules', () => {
  it("creates a schedule with its rules in the teacher's zone by default, and audits it", async () => {
    const teacher = await createTeacher({ timezone: 'America/New_York' });
    const rules = [...weekdayMornings, { weekday: 1, startTime: '15:00', endTime: '19:00' }];
    const response = await create(
      { name: 'Term time', rules, validFrom: '2030-01-07', validUntil: '2030-06-28' },
      await teacherCookie(teacher.id),
    );
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      name: 'Term time',
      isActive: true,
      timezone: 'America/New_York',
      validFrom: '2030-01-07',
      validUntil: '2030-06-28',
    });
    expect(response.json.rules).toHaveLength(6);
    expect(response.json.rules.slice(0, 2)).toEqual([
      { weekday: 1, startTime: '09:00', endTime: '13:00' },
      { weekday: 1, startTime: '15:00', endTime: '19:00' },
    ]);
    await flushAudits();
    const audit = await db.auditLog.findFirst({ where: { entityId: response.json.id } });
    expect(audit).toMatchObject({ teacherId: teacher.id, action: 'availability_schedule.create' });
  });

  it('refuses an unknown zone with `Invalid IANA timezone`', async () => {
    const teacher = await createTeacher();
    const response = await create(
      { name: 'x', rules: [], timezone: 'Europe/Atlantis' },
      await teacherCookie(teacher.id),
    );
    expect(response.status).toBe(400);
    expect(response.json.error.details).toEqual([{ path: 'timezone', message: 'Invalid IANA timezone' }]);
  });

  it.each([
    [
      'overlapping windows on one weekday',
      {
        rules: [
          { weekday: 2, startTime: '09:00', endTime: '12:00' },
          { weekday: 2, startTime: '11:30', endTime: '14:00' },
        ],
      },
      'rules.1.startTime',
    ],
    [
      'an end not after its start',
      { rules: [{ weekday: 2, startTime: '12:00', endTime: '12:00' }] },
      'rules.0.endTime',
    ],
    ['a time that is not HH:mm', { rules: [{ weekday: 2, startTime: '9:00', endTime: '12:00' }] }, 'rules.0.startTime'],
    ['a time past 24:00', { rules: [{ weekday: 2, startTime: '20:00', endTime: '24:30' }] }, 'rules.0.endTime'],
    ['weekday 0', { rules: [{ weekday: 0, startTime: '09:00', endTime: '10:00' }] }, 'rules.0.weekday'],
    ['validUntil before validFrom', { rules: [], validFrom: '2030-02-01', validUntil: '2030-01-31' }, 'validUntil'],
    ['a field the client may not set', { rules: [], teacherId: '00000000-0000-4000-8000-000000000001' }, '(root)'],
  ])('refuses %s (400 on %s)', async (_name, fields, detailPath) => {
    const teacher = await createTeacher();
    const response = await create({ name: 'Week', ...fields }, await teacherCookie(teacher.id));
    expect(response.status).toBe(400);
    expect(response.json.error.details.map((detail: { path: string }) => detail.path)).toContain(detailPath);
    expect(await db.availabilitySchedule.count({ where: { teacherId: teacher.id } })).toBe(0);
  });

  it('accepts touching windows and a window to 24:00', async () => {
    const teacher = await createTeacher();
    const rules = [
      { weekday: 6, startTime: '09:00', endTime: '13:00' },
      { weekday: 6, startTime: '13:00', endTime: '15:00' },
      { weekday: 6, startTime: '22:00', endTime: '24:00' },
    ];
    expect((await create({ name: 'Saturday', rules }, await teacherCookie(teacher.id))).status).toBe(201);
  });
});

describe('GET /api/teacher/availability-schedules', () => {
  it("lists the teacher's own schedules only, and needs a teacher session", async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const own = await createAvailabilitySchedule({ teacherId: teacher.id });
    await createAvailabilitySchedule({ teacherId: other.id });
    const response = await callRoute(GET, { path, cookie: await teacherCookie(teacher.id) });
    expect(response.status).toBe(200);
    expect(response.json.data.map((schedule: { id: string }) => schedule.id)).toEqual([own.id]);
    expect(response.json.data[0].rules).toHaveLength(10);
    const student = await createStudent({ teacherId: teacher.id });
    expect((await callRoute(GET, { path })).status).toBe(401);
    expect(
      (await callRoute(GET, { path, cookie: await sessionCookie({ role: 'student', studentId: student.id }) })).status,
    ).toBe(403);
  });
});
