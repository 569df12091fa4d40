import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { createAvailabilityOverride, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { GET, POST } from './route';

const path = '/api/teacher/availability-overrides';
const create = (body: unknown, cookie: string) => callRoute(POST, { method: 'POST', path, body, cookie });
const day = (date: string) => new Date(`${date}T00:00:00Z`);

describe('POST /api/teacher/availability-overrides', () => {
  it('creates a closed day, blocked hours and extra hours, and audits them', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const closed = await create({ date: '2030-05-01', reason: 'Holiday' }, cookie);
    expect(closed.status).toBe(201);
    expect(closed.json).toMatchObject({
      date: '2030-05-01',
      isAvailable: false,
      startTime: null,
      endTime: null,
      reason: 'Holiday',
    });
    const blocked = await create({ date: '2030-05-02', startTime: '10:00', endTime: '12:00' }, cookie);
    expect(blocked.json).toMatchObject({ isAvailable: false, startTime: '10:00', endTime: '12:00' });
    const extra = await create({ date: '2030-05-04', isAvailable: true, startTime: '10:00', endTime: '24:00' }, cookie);
    expect(extra.json).toMatchObject({ isAvailable: true, startTime: '10:00', endTime: '24:00' });
    await flushAudits();
    expect(await db.auditLog.count({ where: { teacherId: teacher.id, action: 'availability_override.create' } })).toBe(
      3,
    );
  });

  it.each([
    ['extra hours without times', { isAvailable: true }, 'startTime'],
    ['one time without the other', { startTime: '10:00' }, 'endTime'],
    ['an end not after the start', { startTime: '10:00', endTime: '09:00' }, 'endTime'],
    ['a date that does not exist', { date: '2030-02-30' }, 'date'],
    ['an unknown field', { teacherId: '00000000-0000-4000-8000-000000000001' }, '(root)'],
  ])('refuses %s (400 on %s)', async (_name, fields, detailPath) => {
    const teacher = await createTeacher();
    const response = await create({ date: '2030-05-01', ...fields }, await teacherCookie(teacher.id));
    expect(response.status).toBe(400);
    expect(response.json.error.details.map((detail: { path: string }) => detail.path)).toContain(detailPath);
    expect(await db.availabilityOverride.count({ where: { teacherId: teacher.id } })).toBe(0);
  });
});

describe('GET /api/teacher/availability-overrides', () => {
  it("lists the teacher's own overrides in a date range (inclusive), by date", async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    for (const date of ['2030-05-10', '2030-05-01', '2030-05-31', '2030-06-01']) {
      await createAvailabilityOverride({ teacherId: teacher.id, date: day(date) });
    }
    await createAvailabilityOverride({ teacherId: other.id, date: day('2030-05-15') });
    const query = new URLSearchParams({ from: '2030-05-01', to: '2030-05-31' });
    const response = await callRoute(GET, { path: `${path}?${query}`, cookie: await teacherCookie(teacher.id) });
    expect(response.status).toBe(200);
    expect(response.json.data.map((override: { date: string }) => override.date)).toEqual([
      '2030-05-01',
      '2030-05-10',
      '2030-05-31',
    ]);
    const everything = await callRoute(GET, { path, cookie: await teacherCookie(teacher.id) });
    expect(everything.json.data).toHaveLength(4);
    const backwards = await callRoute(GET, {
      path: `${path}?from=2030-06-01&to=2030-05-01`,
      cookie: await teacherCookie(teacher.id),
    });
    expect(backwards.status).toBe(400);
  });
});
