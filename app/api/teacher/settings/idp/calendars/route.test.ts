import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createTeacher } from '@/test/factories';
import { connectFakeCalendar, fakeCalendarForFile } from '@/test/calendar-connection';
import { callRoute, teacherCookie } from '@/test/http';
import { GET, PATCH } from './route';

const fake = fakeCalendarForFile();

const path = '/api/teacher/settings/idp/calendars';

async function connectedTeacher() {
  const teacher = await createTeacher();
  const refreshToken = await connectFakeCalendar(fake, teacher.id);
  return { teacher, refreshToken, cookie: await teacherCookie(teacher.id) };
}

const patch = (cookie: string, body: unknown) => callRoute(PATCH, { method: 'PATCH', path, cookie, body });

describe('/api/teacher/settings/idp/calendars', () => {
  it('lists the account calendars with which ones can be written', async () => {
    const { cookie } = await connectedTeacher();
    const response = await callRoute(GET, { path, cookie });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ accountEmail: 'ana@gmail.test', readCalendarIds: [], writeCalendarId: null });
    expect(response.json.calendars).toEqual([
      { id: 'ana@gmail.test', summary: 'Ana', primary: true, writable: true, timeZone: 'Europe/Madrid' },
      {
        id: 'work@group.calendar.google.test',
        summary: 'Work',
        primary: false,
        writable: true,
        timeZone: 'Europe/Madrid',
      },
      {
        id: 'es.spain#holiday@group.v.calendar.google.test',
        summary: 'Holidays',
        primary: false,
        writable: false,
        timeZone: null,
      },
    ]);
  });

  it('saves read calendars and exactly one write calendar', async () => {
    const { teacher, cookie } = await connectedTeacher();
    const body = {
      readCalendarIds: ['ana@gmail.test', 'es.spain#holiday@group.v.calendar.google.test'],
      writeCalendarId: 'work@group.calendar.google.test',
    };
    const response = await patch(cookie, body);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject(body);
    expect(await db.calendarConnection.findUniqueOrThrow({ where: { teacherId: teacher.id } })).toMatchObject(body);
  });

  it('refuses a write calendar that is missing, unknown or read-only, and unknown read calendars (422)', async () => {
    const { teacher, cookie } = await connectedTeacher();
    expect((await patch(cookie, { readCalendarIds: [] })).status).toBe(400);
    expect((await patch(cookie, { readCalendarIds: [], writeCalendarId: ['a', 'b'] })).status).toBe(400);
    const unknownWrite = await patch(cookie, { readCalendarIds: [], writeCalendarId: 'someone@else.test' });
    expect(unknownWrite.status).toBe(422);
    expect(unknownWrite.json.error.code).toBe('CALENDAR_NOT_WRITABLE');
    const readOnly = await patch(cookie, {
      readCalendarIds: [],
      writeCalendarId: 'es.spain#holiday@group.v.calendar.google.test',
    });
    expect(readOnly.status).toBe(422);
    const unknownRead = await patch(cookie, { readCalendarIds: ['nope'], writeCalendarId: 'ana@gmail.test' });
    expect(unknownRead.json.error.code).toBe('CALENDAR_NOT_FOUND');
    expect(await db.calendarConnection.findUniqueOrThrow({ where: { teacherId: teacher.id } })).toMatchObject({
      readCalendarIds: [],
      writeCalendarId: null,
    });
  });

  it('changes only the signed-in teacher’s connection', async () => {
    const { cookie } = await connectedTeacher();
    const other = await connectedTeacher();
    await patch(cookie, { readCalendarIds: ['ana@gmail.test'], writeCalendarId: 'ana@gmail.test' });
    expect(await db.calendarConnection.findUniqueOrThrow({ where: { teacherId: other.teacher.id } })).toMatchObject({
      readCalendarIds: [],
      writeCalendarId: null,
    });
  });

  it('answers 409 without a connection and RECONNECT_NEEDED after a revoked grant', async () => {
    const teacher = await createTeacher();
    const none = await callRoute(GET, { path, cookie: await teacherCookie(teacher.id) });
    expect(none.status).toBe(409);
    expect(none.json.error.code).toBe('INVALID_STATE');

    const { teacher: revoked, refreshToken, cookie } = await connectedTeacher();
    fake.revokeRefreshToken(refreshToken);
    const response = await callRoute(GET, { path, cookie });
    expect(response.status).toBe(409);
    expect(response.json.error.code).toBe('RECONNECT_NEEDED');
    expect((await db.calendarConnection.findUniqueOrThrow({ where: { teacherId: revoked.id } })).status).toBe(
      'needs_reauth',
    );
  });

  it('answers 503 when Google fails', async () => {
    const { cookie } = await connectedTeacher();
    fake.failNext(500);
    expect((await callRoute(GET, { path, cookie })).status).toBe(503);
  });
});
