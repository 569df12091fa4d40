import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/core/db';
import {
  createAvailabilitySchedule,
  createService,
  createSession,
  createStudent,
  createTeacher,
} from '@/test/factories';
import { callRoute, callRouteWithBody, teacherCookie } from '@/test/http';
import { POST as commit } from './[id]/commit/route';
import { POST as undo } from './[id]/undo/route';
import { POST } from './route';

const path = '/api/teacher/imports';
const ics = readFileSync('test/fixtures/imports/weekly-lesson.ics');

function form(fields: Record<string, string>) {
  const body = new FormData();
  body.set('file', new Blob([ics], { type: 'text/calendar' }), 'calendar.ics');
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return body;
}

async function setUp() {
  const teacher = await createTeacher({ timezone: 'Europe/Madrid' });
  const service = await createService({ teacherId: teacher.id });
  await createAvailabilitySchedule({ teacherId: teacher.id, validFrom: new Date('2026-01-01') });
  const ana = await createStudent({ teacherId: teacher.id, email: 'ana.lopez@example.test', name: 'Ana López' });
  return { teacher, service, ana, cookie: await teacherCookie(teacher.id) };
}

describe('POST /api/teacher/imports (sessions_ics)', () => {
  // The file's lessons are in March and April 2027: the import looks 12 months ahead of "now".
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('previews the occurrences with their conflicts, commits without double-booking, then undoes', async () => {
    const { teacher, service, ana, cookie } = await setUp();
    await createSession({ teacherId: teacher.id, serviceId: service.id, startUtc: new Date('2027-04-12T15:30:00Z') });
    const previewed = await callRouteWithBody(POST, form({ kind: 'sessions_ics', serviceId: service.id }), {
      path,
      cookie,
    });
    expect(previewed.status).toBe(201);
    expect(previewed.json.counts).toEqual({ rows: 5, create: 3, update: 0, skip: 2, errors: 2 });
    expect(
      previewed.json.rows.map((row: { values: { start: string }; action: string; errors: { message: string }[] }) => [
        row.values.start,
        row.action,
        row.errors.map((error) => error.message),
      ]),
    ).toEqual([
      ['2027-03-15T16:00:00.000Z', 'create', []],
      ['2027-03-21T10:00:00.000Z', 'skip', ['Outside your available hours']],
      ['2027-03-23T09:00:00.000Z', 'create', []],
      ['2027-03-29T15:00:00.000Z', 'create', []],
      ['2027-04-12T15:00:00.000Z', 'skip', ['Overlaps a session already booked']],
    ]);
    expect(previewed.json.rows[0].values).toMatchObject({ studentId: ana.id, timezone: 'Europe/Madrid' });
    expect(await db.session.count({ where: { teacherId: teacher.id } })).toBe(1);

    const params = { id: previewed.json.id };
    const refused = await callRoute(commit, { method: 'POST', path: `${path}/${params.id}/commit`, params, cookie });
    expect(refused.status).toBe(422);
    const committed = await callRoute(commit, {
      method: 'POST',
      path: `${path}/${params.id}/commit`,
      params,
      cookie,
      body: { skipInvalidRows: true },
    });
    expect(committed.status).toBe(200);
    const sessions = await db.session.findMany({ where: { teacherId: teacher.id }, orderBy: { startUtc: 'asc' } });
    expect(sessions.map((session) => [session.startUtc.toISOString(), session.studentId])).toEqual([
      ['2027-03-15T16:00:00.000Z', ana.id],
      ['2027-03-23T09:00:00.000Z', ana.id],
      ['2027-03-29T15:00:00.000Z', ana.id],
      ['2027-04-12T15:30:00.000Z', null],
    ]);

    const undone = await callRoute(undo, { method: 'POST', path: `${path}/${params.id}/undo`, params, cookie });
    expect(undone.status).toBe(200);
    expect(await db.session.count({ where: { teacherId: teacher.id } })).toBe(1);
  });

  it('commits nothing when a session was booked since the preview over one of its lessons', async () => {
    const { teacher, service, cookie } = await setUp();
    const previewed = await callRouteWithBody(POST, form({ kind: 'sessions_ics', serviceId: service.id }), {
      path,
      cookie,
    });
    await createSession({ teacherId: teacher.id, serviceId: service.id, startUtc: new Date('2027-03-29T15:00:00Z') });
    const params = { id: previewed.json.id };
    const refused = await callRoute(commit, {
      method: 'POST',
      path: `${path}/${params.id}/commit`,
      params,
      cookie,
      body: { skipInvalidRows: true },
    });
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('SLOT_UNAVAILABLE');
    expect(await db.session.count({ where: { teacherId: teacher.id } })).toBe(1);
    expect((await db.import.findUniqueOrThrow({ where: { id: params.id } })).status).toBe('preview');
  });

  it('refuses an undo once an imported session changed, and a service of another teacher', async () => {
    const { teacher, service, cookie } = await setUp();
    const previewed = await callRouteWithBody(POST, form({ kind: 'sessions_ics', serviceId: service.id }), {
      path,
      cookie,
    });
    const params = { id: previewed.json.id };
    await callRoute(commit, {
      method: 'POST',
      path: `${path}/${params.id}/commit`,
      params,
      cookie,
      body: { skipInvalidRows: true },
    });
    vi.setSystemTime(new Date('2026-11-28T13:00:00Z'));
    await db.session.updateMany({
      where: { teacherId: teacher.id, startUtc: new Date('2027-03-23T09:00:00Z') },
      data: { homework: 'Scales' },
    });
    const refused = await callRoute(undo, { method: 'POST', path: `${path}/${params.id}/undo`, params, cookie });
    expect(refused.status).toBe(422);
    expect(refused.json.error.code).toBe('IMPORT_RECORDS_CHANGED');
    expect(await db.session.count({ where: { teacherId: teacher.id } })).toBe(4);

    const other = await createTeacher();
    const foreign = await createService({ teacherId: other.id });
    const answer = await callRouteWithBody(POST, form({ kind: 'sessions_ics', serviceId: foreign.id }), {
      path,
      cookie,
    });
    expect(answer.status).toBe(404);
    const missing = await callRouteWithBody(POST, form({ kind: 'sessions_ics' }), { path, cookie });
    expect(missing.status).toBe(400);
  });
});
