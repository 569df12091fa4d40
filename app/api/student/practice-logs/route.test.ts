/** The practice log routes (issue 33 item 4): the student's and the teacher's. */
import { describe, expect, it } from 'vitest';
import { GET as teacherList } from '@/app/api/teacher/students/[id]/practice-logs/route';
import { db } from '@/lib/core/db';
import { shiftIsoDate, zonedToday } from '@/lib/core/zoned-date';
import { createService, createStudent, createTeacher } from '@/test/factories';
import { callRoute, sessionCookie, teacherCookie } from '@/test/http';
import { DELETE, PATCH } from './[id]/route';
import { GET, POST } from './route';

/** A student far east of UTC: their "today" is not the server's every evening. */
const zone = 'Pacific/Kiritimati';

async function setUp() {
  const teacher = await createTeacher();
  const service = await createService({ teacherId: teacher.id });
  const student = await createStudent({ teacherId: teacher.id, timezone: zone });
  const other = await createStudent({ teacherId: teacher.id, timezone: zone });
  return {
    teacher,
    service,
    student,
    other,
    cookie: await sessionCookie({ role: 'student', studentId: student.id }),
    otherCookie: await sessionCookie({ role: 'student', studentId: other.id }),
    today: zonedToday(zone),
  };
}

const log = (cookie: string, body: unknown) =>
  callRoute(POST, { method: 'POST', path: '/api/student/practice-logs', cookie, body });
const entries = (studentId: string) => db.practiceLog.findMany({ where: { studentId }, orderBy: { createdAt: 'asc' } });

describe('POST /api/student/practice-logs', () => {
  it('logs minutes on a day of the student zone, with a note and a service of their teacher', async () => {
    const { cookie, student, service, today } = await setUp();
    const response = await log(cookie, { practisedOn: today, minutes: 25, note: 'Scales', serviceId: service.id });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ practisedOn: today, minutes: 25, note: 'Scales', serviceId: service.id });
    expect(await entries(student.id)).toHaveLength(1);
  });

  it.each([
    ['0 minutes', { minutes: 0 }],
    ['601 minutes', { minutes: 601 }],
    ['fractional minutes', { minutes: 2.5 }],
    ['a malformed day', { practisedOn: '28/11/2026' }],
    ['an unknown field', { studentId: '00000000-0000-4000-8000-000000000000' }],
  ])('refuses %s with 400 and writes nothing', async (_case, change) => {
    const { cookie, student, today } = await setUp();
    const response = await log(cookie, { practisedOn: today, minutes: 10, ...change });
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe('VALIDATION_ERROR');
    expect(await entries(student.id)).toHaveLength(0);
  });

  it('refuses a day after today in the student zone, or more than 90 days back (422)', async () => {
    const { cookie, student, today } = await setUp();
    const tomorrow = await log(cookie, { practisedOn: shiftIsoDate(today, 1), minutes: 10 });
    expect(tomorrow.status).toBe(422);
    expect(tomorrow.json.error.code).toBe('PRACTICE_DAY_IN_FUTURE');
    const old = await log(cookie, { practisedOn: shiftIsoDate(today, -91), minutes: 10 });
    expect(old.json.error.code).toBe('PRACTICE_DAY_TOO_OLD');
    expect((await log(cookie, { practisedOn: shiftIsoDate(today, -90), minutes: 10 })).status).toBe(201);
    expect(await entries(student.id)).toHaveLength(1);
  });

  it('keeps a day at 1,440 minutes in all, even for entries sent at the same moment', async () => {
    const { cookie, student, today } = await setUp();
    for (let i = 0; i < 2; i += 1) expect((await log(cookie, { practisedOn: today, minutes: 600 })).status).toBe(201);
    // 240 minutes left: of three concurrent 200-minute entries exactly one fits.
    const answers = await Promise.all([1, 2, 3].map(() => log(cookie, { practisedOn: today, minutes: 200 })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422, 422]);
    expect(answers.find((answer) => answer.status === 422)?.json.error.code).toBe('PRACTICE_DAY_FULL');
    const total = (await entries(student.id)).reduce((sum, entry) => sum + entry.minutes, 0);
    expect(total).toBe(1400);
    // Another day is not affected.
    expect((await log(cookie, { practisedOn: shiftIsoDate(today, -1), minutes: 600 })).status).toBe(201);
  });

  it("refuses another teacher's service (404)", async () => {
    const { cookie, today } = await setUp();
    const stranger = await createTeacher();
    const service = await createService({ teacherId: stranger.id });
    expect((await log(cookie, { practisedOn: today, minutes: 5, serviceId: service.id })).status).toBe(404);
  });
});

describe('PATCH and DELETE /api/student/practice-logs/:id', () => {
  it('change and delete own entries under the same rules', async () => {
    const { cookie, student, today } = await setUp();
    await log(cookie, { practisedOn: today, minutes: 600 });
    const second = (await log(cookie, { practisedOn: today, minutes: 600 })).json;
    const third = (await log(cookie, { practisedOn: today, minutes: 200 })).json;
    const patch = (id: string, body: unknown) =>
      callRoute(PATCH, { method: 'PATCH', path: `/api/student/practice-logs/${id}`, params: { id }, cookie, body });
    expect((await patch(third.id, { minutes: 240, note: 'Longer' })).json).toMatchObject({ minutes: 240, note: 'Longer' });
    const full = await patch(third.id, { minutes: 241 });
    expect(full.json.error.code).toBe('PRACTICE_DAY_FULL');
    expect((await patch(second.id, { practisedOn: shiftIsoDate(today, 1) })).status).toBe(422);
    const removed = await callRoute(DELETE, {
      method: 'DELETE',
      path: `/api/student/practice-logs/${second.id}`,
      params: { id: second.id },
      cookie,
    });
    expect(removed.status).toBe(204);
    expect((await entries(student.id)).map((entry) => entry.minutes)).toEqual([600, 240]);
  });

  it("answers 404 for another student's entry and changes nothing", async () => {
    const { cookie, otherCookie, student, today } = await setUp();
    const entry = (await log(cookie, { practisedOn: today, minutes: 30 })).json;
    const patched = await callRoute(PATCH, {
      method: 'PATCH',
      path: `/api/student/practice-logs/${entry.id}`,
      params: { id: entry.id },
      cookie: otherCookie,
      body: { minutes: 1 },
    });
    expect(patched.status).toBe(404);
    const deleted = await callRoute(DELETE, {
      method: 'DELETE',
      path: `/api/student/practice-logs/${entry.id}`,
      params: { id: entry.id },
      cookie: otherCookie,
    });
    expect(deleted.status).toBe(404);
    expect((await entries(student.id)).map((row) => row.minutes)).toEqual([30]);
  });
});

describe('GET practice logs (student and teacher)', () => {
  it('lists entries newest first with per-week totals, for the student and their teacher only', async () => {
    const { cookie, otherCookie, teacher, student, today } = await setUp();
    await log(cookie, { practisedOn: today, minutes: 20 });
    await log(cookie, { practisedOn: shiftIsoDate(today, -7), minutes: 15 });
    await log(cookie, { practisedOn: shiftIsoDate(today, -7), minutes: 5 });
    const own = await callRoute(GET, { path: '/api/student/practice-logs', cookie });
    expect(own.status).toBe(200);
    expect(own.json.data.map((entry: { minutes: number }) => entry.minutes).sort()).toEqual([15, 20, 5]);
    expect(own.json.data[0]).toMatchObject({ practisedOn: today, minutes: 20 });
    expect(own.json.weeks).toHaveLength(12);
    expect(own.json.weeks.at(-1).minutes).toBe(20);
    expect(own.json.weeks.at(-2).minutes).toBe(20);
    expect(own.json.totalMinutes).toBe(40);
    // The other student sees none of it.
    expect((await callRoute(GET, { path: '/api/student/practice-logs', cookie: otherCookie })).json.totalMinutes).toBe(0);

    const asTeacher = await callRoute(teacherList, {
      path: `/api/teacher/students/${student.id}/practice-logs?from=${shiftIsoDate(today, -7)}&to=${today}`,
      params: { id: student.id },
      cookie: await teacherCookie(teacher.id),
    });
    expect(asTeacher.status).toBe(200);
    expect(asTeacher.json.data).toHaveLength(3);
    expect(asTeacher.json.totalMinutes).toBe(40);
    const stranger = await createTeacher();
    const refused = await callRoute(teacherList, {
      path: `/api/teacher/students/${student.id}/practice-logs`,
      params: { id: student.id },
      cookie: await teacherCookie(stranger.id),
    });
    expect(refused.status).toBe(404);
  });

  it('refuses a range whose from is after to (400)', async () => {
    const { cookie, today } = await setUp();
    const response = await callRoute(GET, {
      path: `/api/student/practice-logs?from=${today}&to=${shiftIsoDate(today, -1)}`,
      cookie,
    });
    expect(response.status).toBe(400);
  });
});
