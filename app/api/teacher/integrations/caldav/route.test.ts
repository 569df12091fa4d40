import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { startRadicale, type Radicale } from '@/test/radicale';
import { GET as listCalendars } from './[id]/calendars/route';
import { DELETE, PATCH } from './[id]/route';
import { GET, POST } from './route';

let radicale: Radicale;
beforeAll(async () => {
  radicale = await startRadicale();
});
afterAll(() => radicale?.close());

const base = '/api/teacher/integrations/caldav';

async function connected() {
  const teacher = await createTeacher();
  const cookie = await teacherCookie(teacher.id);
  const user = radicale.users[0]!;
  const calendarUrl = await radicale.makeCalendar(user, `c-${teacher.id.slice(0, 8)}`, 'Lessons');
  const response = await callRoute(POST, {
    method: 'POST',
    path: base,
    cookie,
    body: { serverUrl: radicale.url, ...user },
  });
  return { teacher, cookie, calendarUrl, response, id: response.json.id as string };
}

describe('/api/teacher/integrations/caldav', () => {
  it('connects, lists and picks calendars, answers the connection without its password, disconnects', async () => {
    const { cookie, calendarUrl, response, id } = await connected();
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ serverUrl: radicale.url, username: 'teacher', readCalendarUrls: [] });
    expect(JSON.stringify(response.json)).not.toMatch(/password/i);

    const calendars = await callRoute(listCalendars, { path: `${base}/${id}/calendars`, params: { id }, cookie });
    expect(calendars.status).toBe(200);
    expect(calendars.json.calendars).toContainEqual({
      url: calendarUrl,
      name: 'Lessons',
      color: null,
      read: false,
      write: false,
    });

    const body = { readCalendarUrls: [calendarUrl], writeCalendarUrl: calendarUrl };
    const saved = await callRoute(PATCH, { method: 'PATCH', path: `${base}/${id}`, params: { id }, cookie, body });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject(body);

    const status = await callRoute(GET, { path: base, cookie });
    expect(status.json.connection).toMatchObject({ id, ...body });
    expect(JSON.stringify(status.json)).not.toMatch(/password/i);

    const gone = await callRoute(DELETE, { method: 'DELETE', path: `${base}/${id}`, params: { id }, cookie });
    expect(gone.status).toBe(204);
    expect((await callRoute(GET, { path: base, cookie })).json).toEqual({ connection: null });
  });

  it('refuses a calendar that is not one of the account (422 naming the field), nothing changed', async () => {
    const { cookie, id } = await connected();
    const body = { readCalendarUrls: [new URL('/someone-else/cal/', radicale.url).href], writeCalendarUrl: null };
    const answer = await callRoute(PATCH, { method: 'PATCH', path: `${base}/${id}`, params: { id }, cookie, body });
    expect(answer.status).toBe(422);
    expect(answer.json.error.code).toBe('CALENDAR_NOT_FOUND');
    expect(answer.json.error.details[0].path).toBe('readCalendarUrls');
    expect((await db.caldavConnection.findUniqueOrThrow({ where: { id } })).readCalendarUrls).toEqual([]);
  });

  it('answers 400 naming the field for a bad server URL, and 422 for a refused password', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const bad = await callRoute(POST, {
      method: 'POST',
      path: base,
      cookie,
      body: { serverUrl: 'not a url', username: 'a', password: 'b' },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json.error.details)).toContain('serverUrl');
    const refused = await callRoute(POST, {
      method: 'POST',
      path: base,
      cookie,
      body: { serverUrl: radicale.url, username: 'teacher', password: 'wrong' },
    });
    expect(refused.status).toBe(422);
    expect(refused.json.error.code).toBe('CALDAV_LOGIN_REFUSED');
    expect(await db.caldavConnection.count({ where: { teacherId: teacher.id } })).toBe(0);
  });

  it("answers 404 for another teacher's connection, and changes nothing", async () => {
    const { id } = await connected();
    const other = await teacherCookie((await createTeacher()).id);
    const params = { id };
    expect((await callRoute(listCalendars, { path: `${base}/${id}/calendars`, params, cookie: other })).status).toBe(
      404,
    );
    const body = { readCalendarUrls: [], writeCalendarUrl: null };
    expect(
      (await callRoute(PATCH, { method: 'PATCH', path: `${base}/${id}`, params, cookie: other, body })).status,
    ).toBe(404);
    expect((await callRoute(DELETE, { method: 'DELETE', path: `${base}/${id}`, params, cookie: other })).status).toBe(
      404,
    );
    expect(await db.caldavConnection.count({ where: { id } })).toBe(1);
  });
});
