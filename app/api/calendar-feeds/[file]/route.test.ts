/** The private feeds over HTTP: the owners' switches (teacher and student) and the public .ics URL. */
import { describe, expect, it } from 'vitest';
import { createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { callRoute, sessionCookie, teacherCookie } from '@/test/http';
import { DELETE as studentOff, GET as studentGet } from '../../student/calendar-feed/route';
import { POST as studentRotate } from '../../student/calendar-feed/rotate/route';
import { DELETE as teacherOff, GET as teacherGet } from '../../teacher/calendar-feed/route';
import { POST as teacherRotate } from '../../teacher/calendar-feed/rotate/route';
import { GET as feed } from './route';

const day = 24 * 60 * 60 * 1000;
const download = (url: string) => {
  const file = url.split('/').pop()!;
  return callRoute(feed, { path: `/api/calendar-feeds/${file}`, params: { file } });
};

async function scene() {
  const teacher = await createTeacher();
  const service = await createService({ teacherId: teacher.id, name: 'Piano' });
  const student = await createStudent({ teacherId: teacher.id, name: 'Ana Ruiz' });
  const other = await createStudent({ teacherId: teacher.id, name: 'Ben Cole' });
  const start = (days: number) => new Date(Date.now() + days * day);
  const hers = await createSession({
    teacherId: teacher.id,
    serviceId: service.id,
    studentId: student.id,
    startUtc: start(2),
  });
  const his = await createSession({
    teacherId: teacher.id,
    serviceId: service.id,
    studentId: other.id,
    startUtc: start(3),
  });
  return { teacher, student, hers, his };
}

describe('teacher calendar feed', () => {
  it('is off at first; rotate turns it on with a new URL each time and the old one 404s; DELETE turns it off', async () => {
    const { teacher, hers, his } = await scene();
    const cookie = await teacherCookie(teacher.id);
    expect((await callRoute(teacherGet, { cookie })).json).toEqual({ enabled: false, url: null });
    expect((await callRoute(teacherGet, {})).status).toBe(401);

    const first = await callRoute(teacherRotate, { method: 'POST', cookie });
    expect(first.status).toBe(200);
    expect(first.json.url).toMatch(/^http:\/\/localhost:3000\/api\/calendar-feeds\/[\w-]{43}\.ics$/);
    expect((await callRoute(teacherGet, { cookie })).json).toEqual({ enabled: true, url: first.json.url });

    const ics = await download(first.json.url);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(ics.headers.get('cache-control')).toBe('private, no-store');
    expect(ics.text).toContain(`UID:${hers.id}@lektio`);
    expect(ics.text).toContain(`UID:${his.id}@lektio`);
    expect(ics.text).toContain('SUMMARY:Piano · Ana Ruiz');

    const second = await callRoute(teacherRotate, { method: 'POST', cookie });
    expect(second.json.url).not.toBe(first.json.url);
    const old = await download(first.json.url);
    expect(old.status).toBe(404);
    expect(old.json.error.code).toBe('NOT_FOUND');
    expect((await download(second.json.url)).status).toBe(200);

    expect((await callRoute(teacherOff, { method: 'DELETE', cookie })).json).toEqual({ enabled: false, url: null });
    expect((await download(second.json.url)).status).toBe(404);
  });

  it("keeps each teacher's feed to themselves", async () => {
    const mine = await scene();
    const theirs = await scene();
    const cookie = await teacherCookie(mine.teacher.id);
    const { json } = await callRoute(teacherRotate, { method: 'POST', cookie });
    const ics = (await download(json.url)).text;
    expect(ics).toContain(mine.hers.id);
    expect(ics).not.toContain(theirs.hers.id);
    expect((await callRoute(teacherGet, { cookie: await teacherCookie(theirs.teacher.id) })).json.enabled).toBe(false);
  });
});

describe('student calendar feed', () => {
  it("lists only the student's own sessions; a teacher cookie is refused", async () => {
    const { teacher, student, hers, his } = await scene();
    const cookie = await sessionCookie({ role: 'student', studentId: student.id });
    expect((await callRoute(studentGet, { cookie })).json).toEqual({ enabled: false, url: null });
    const { json } = await callRoute(studentRotate, { method: 'POST', cookie });
    expect(json.enabled).toBe(true);
    const ics = (await download(json.url)).text;
    expect(ics).toContain(`UID:${hers.id}@lektio`);
    expect(ics).not.toContain(his.id);
    expect(ics).not.toContain('Ben Cole');
    expect((await callRoute(studentGet, { cookie: await teacherCookie(teacher.id) })).status).toBe(403);
    expect((await callRoute(studentOff, { method: 'DELETE', cookie })).json.enabled).toBe(false);
    expect((await download(json.url)).status).toBe(404);
  });
});
