import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createService, createStudent, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { madridAt } from '@/test/api/student/session-routes';
import { GET as getRoute } from './[id]/route';
import { POST as cancelRoute } from './[id]/cancel/route';
import { POST as moveRoute } from './[id]/move/route';
import { POST as previewRoute } from './preview/route';
import { POST as createRoute } from './route';

const path = '/api/teacher/session-series';

async function setup() {
  const teacher = await createTeacher({ timezone: 'Europe/Madrid' });
  const service = await createService({ teacherId: teacher.id, durationMinutes: 60 });
  const student = await createStudent({ teacherId: teacher.id });
  return { teacher, service, student, cookie: await teacherCookie(teacher.id) };
}

const weekly = (times: Date[]) => times.map((start) => ({ startUtc: start.toISOString() }));
const mondays = (count: number, time = '07:00') =>
  Array.from({ length: count }, (_, week) => {
    const first = madridAt(time);
    const date = new Date(first.getTime() + week * 7 * 86_400_000).toISOString().slice(0, 10);
    return madridAt(time, date);
  });

describe('/api/teacher/session-series', () => {
  it('previews, books (201), reads, moves and cancels a series of the teacher', async () => {
    const { service, student, cookie } = await setup();
    const preview = await callRoute(previewRoute, {
      method: 'POST',
      path: `${path}/preview`,
      cookie,
      body: {
        serviceId: service.id,
        studentId: student.id,
        startUtc: mondays(1)[0]!.toISOString(),
        frequency: 'weekly',
        count: 3,
      },
    });
    expect(preview.status).toBe(200);
    expect(preview.json.occurrences.map((o: { status: string }) => o.status)).toEqual(['free', 'free', 'free']);
    expect(preview.json.credits).toEqual({ remaining: 0, needed: 3, shortfall: 3 });

    const created = await callRoute(createRoute, {
      method: 'POST',
      path,
      cookie,
      body: { serviceId: service.id, studentId: student.id, frequency: 'weekly', occurrences: weekly(mondays(3)) },
    });
    expect(created.status).toBe(201);
    const id = created.json.id as string;
    const sessionIds = created.json.occurrences.map((o: { sessionId: string }) => o.sessionId);
    expect(sessionIds).toHaveLength(3);

    const read = await callRoute(getRoute, { path: `${path}/${id}`, params: { id }, cookie });
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ id, localTime: '07:00', weekday: 1, student: { id: student.id } });

    const moved = await callRoute(moveRoute, {
      method: 'POST',
      path: `${path}/${id}/move`,
      params: { id },
      cookie,
      body: { fromSessionId: sessionIds[1], startUtc: mondays(2, '08:00')[1]!.toISOString() },
    });
    expect(moved.status).toBe(200);
    expect(moved.json.localTime).toBe('08:00');

    const cancelled = await callRoute(cancelRoute, {
      method: 'POST',
      path: `${path}/${id}/cancel`,
      params: { id },
      cookie,
      body: { fromSessionId: sessionIds[2] },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.cancelledSessionIds).toEqual([sessionIds[2]]);
  });

  it("answers 404 for another teacher's series, student or service, and changes nothing", async () => {
    const mine = await setup();
    const other = await setup();
    const created = await callRoute(createRoute, {
      method: 'POST',
      path,
      cookie: mine.cookie,
      body: {
        serviceId: mine.service.id,
        studentId: mine.student.id,
        frequency: 'weekly',
        occurrences: weekly(mondays(2, '09:00')),
      },
    });
    const id = created.json.id as string;
    const from = created.json.occurrences[0].sessionId as string;
    const asOther = { params: { id }, cookie: other.cookie };
    expect((await callRoute(getRoute, { path: `${path}/${id}`, ...asOther })).status).toBe(404);
    const cancel = await callRoute(cancelRoute, { method: 'POST', path, ...asOther, body: { fromSessionId: from } });
    expect(cancel.status).toBe(404);
    const move = await callRoute(moveRoute, {
      method: 'POST',
      path,
      ...asOther,
      body: { fromSessionId: from, startUtc: mondays(1, '11:00')[0]!.toISOString() },
    });
    expect(move.status).toBe(404);
    const foreignStudent = await callRoute(createRoute, {
      method: 'POST',
      path,
      cookie: other.cookie,
      body: {
        serviceId: other.service.id,
        studentId: mine.student.id,
        frequency: 'weekly',
        occurrences: weekly(mondays(1, '12:00')),
      },
    });
    expect(foreignStudent.status).toBe(404);
    const foreignService = await callRoute(previewRoute, {
      method: 'POST',
      path,
      cookie: other.cookie,
      body: {
        serviceId: mine.service.id,
        studentId: other.student.id,
        startUtc: mondays(1)[0]!.toISOString(),
        frequency: 'weekly',
        count: 2,
      },
    });
    expect(foreignService.status).toBe(404);
    expect(await db.session.count({ where: { seriesId: id, status: 'scheduled' } })).toBe(2);
  });

  it('refuses more than 52 lessons and unknown fields with 400', async () => {
    const { service, student, cookie } = await setup();
    const tooMany = await callRoute(previewRoute, {
      method: 'POST',
      path,
      cookie,
      body: {
        serviceId: service.id,
        studentId: student.id,
        startUtc: mondays(1)[0]!.toISOString(),
        frequency: 'weekly',
        count: 53,
      },
    });
    expect(tooMany.status).toBe(400);
    const extra = await callRoute(createRoute, {
      method: 'POST',
      path,
      cookie,
      body: { serviceId: service.id, studentId: student.id, frequency: 'daily', occurrences: [] },
    });
    expect(extra.status).toBe(400);
  });
});
