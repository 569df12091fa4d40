/** GET /api/teacher/audit-log, /entity-history, /activity-summary. */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { insertAuditEntries } from '@/test/audit/audit-entries';
import { createStudent, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { GET as summaryRoute } from './activity-summary/route';
import { GET as historyRoute } from './entity-history/route';
import { GET as listRoute } from './route';

const list = (cookie: string | undefined, search = '') =>
  callRoute(listRoute, { path: `/api/teacher/audit-log${search}`, cookie });
const history = (cookie: string, search: string) =>
  callRoute(historyRoute, { path: `/api/teacher/audit-log/entity-history${search}`, cookie });
const summary = (cookie: string, search = '') =>
  callRoute(summaryRoute, { path: `/api/teacher/audit-log/activity-summary${search}`, cookie });

// The factory's teacher lives in Europe/Madrid (UTC+1 in winter).
const at = (iso: string) => new Date(iso);

async function teacherWithLog() {
  const teacher = await createTeacher();
  const cookie = await teacherCookie(teacher.id);
  const studentId = randomUUID();
  const rows = await insertAuditEntries(teacher.id, [
    { action: 'student.create', entityId: studentId, createdAt: at('2026-01-10T09:00:00Z') },
    {
      action: 'student.update',
      entityId: studentId,
      changes: { email: { old: '[redacted]', new: '[redacted]' }, level: { old: 'A1', new: 'A2' } },
      ipAddress: '203.0.113.7',
      userAgent: 'Firefox',
      createdAt: at('2026-01-11T23:30:00Z'), // 12 Jan, 00:30 in Madrid
    },
    { action: 'session.cancel', createdAt: at('2026-01-12T10:00:00Z') },
    {
      action: 'session.book',
      actorType: 'student',
      actorId: studentId,
      ipAddress: '198.51.100.23',
      userAgent: 'Safari',
      createdAt: at('2026-01-12T23:30:00Z'), // 13 Jan, 00:30 in Madrid
    },
    { action: 'payment.refund', actorType: 'psp', actorId: 'evt_1', createdAt: at('2026-01-14T08:00:00Z') },
  ]);
  return { teacher, cookie, studentId, rows };
}

const actionsOf = (response: Awaited<ReturnType<typeof list>>) =>
  (response.json.data as { action: string }[]).map((entry) => entry.action);

describe('GET /api/teacher/audit-log', () => {
  it('lists the teacher entries newest first, a page at a time, with their diff', async () => {
    const { cookie } = await teacherWithLog();
    const first = await list(cookie, '?limit=2');
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ page: 1, limit: 2, total: 5 });
    expect(actionsOf(first)).toEqual(['payment.refund', 'session.book']);
    const third = await list(cookie, '?limit=2&page=3');
    expect(actionsOf(third)).toEqual(['student.create']);
    const update = (await list(cookie, '?action=student.update')).json.data[0];
    expect(update).toMatchObject({
      actorType: 'teacher',
      actorIsYou: true,
      category: 'student',
      entityType: 'student',
      changes: { email: { old: '[redacted]', new: '[redacted]' }, level: { old: 'A1', new: 'A2' } },
      createdAt: '2026-01-11T23:30:00.000Z',
    });
  });

  it('filters by exact action, action prefix, entity type, actor type and days on the teacher clock', async () => {
    const { cookie } = await teacherWithLog();
    expect(actionsOf(await list(cookie, '?action=session.cancel'))).toEqual(['session.cancel']);
    expect(actionsOf(await list(cookie, '?action=session.'))).toEqual(['session.book', 'session.cancel']);
    expect(actionsOf(await list(cookie, '?action=session'))).toEqual([]); // no dot: exact
    expect(actionsOf(await list(cookie, '?entityType=student'))).toEqual(['student.update', 'student.create']);
    expect(actionsOf(await list(cookie, '?actorType=student'))).toEqual(['session.book']);
    // 12 January in Madrid: from 11 Jan 23:00 UTC to 12 Jan 23:00 UTC.
    expect(actionsOf(await list(cookie, '?from=2026-01-12&to=2026-01-12'))).toEqual([
      'session.cancel',
      'student.update',
    ]);
    expect(actionsOf(await list(cookie, '?from=2026-01-13'))).toEqual(['payment.refund', 'session.book']);
    expect(actionsOf(await list(cookie, '?to=2026-01-10'))).toEqual(['student.create']);
  });

  it('sorts by action or oldest first on request', async () => {
    const { cookie } = await teacherWithLog();
    expect(actionsOf(await list(cookie, '?sort=action&direction=asc'))).toEqual([
      'payment.refund',
      'session.book',
      'session.cancel',
      'student.create',
      'student.update',
    ]);
    expect(actionsOf(await list(cookie, '?direction=asc'))[0]).toBe('student.create');
  });

  it("shows the teacher's own address and browser, and only the network of anyone else's", async () => {
    const { cookie } = await teacherWithLog();
    const [own] = (await list(cookie, '?action=student.update')).json.data;
    expect(own).toMatchObject({ ipAddress: '203.0.113.7', userAgent: 'Firefox' });
    const [student] = (await list(cookie, '?actorType=student')).json.data;
    expect(student).toMatchObject({ actorIsYou: false, ipAddress: '198.51.100.x', userAgent: null });
  });

  it('names the student who acted, and never shows a network that says nothing (::1 as "::/48")', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id, name: 'Lucía Fernández' });
    await insertAuditEntries(teacher.id, [
      {
        action: 'student.erasure_request',
        actorType: 'student',
        actorId: student.id,
        ipAddress: '::1',
        createdAt: at('2026-01-12T23:30:00Z'),
      },
      { action: 'enrollment.expire', actorType: 'system', actorId: null, createdAt: at('2026-01-13T23:30:00Z') },
    ]);
    const [expired, request] = (await list(await teacherCookie(teacher.id))).json.data;
    expect(request).toMatchObject({ actorType: 'student', actorName: 'Lucía Fernández', ipAddress: null });
    expect(expired).toMatchObject({ actorType: 'system', actorName: null });
  });

  it("never shows another teacher's entries nor entries without a teacher", async () => {
    const { rows } = await teacherWithLog();
    const other = await createTeacher();
    await insertAuditEntries(null, [{ action: 'auth.dev_login', actorType: 'system', actorId: null }]);
    const response = await list(await teacherCookie(other.id));
    expect(response.json).toMatchObject({ data: [], total: 0 });
    const theirs = await history(await teacherCookie(other.id), `?entityType=student&entityId=${rows[0]!.entityId}`);
    expect(theirs.json).toMatchObject({ data: [], total: 0 });
  });

  it('refuses bad filters (400) and answers 401 without a session', async () => {
    const { cookie } = await teacherWithLog();
    for (const search of ['?action=session.%25', '?actorType=robot', '?from=2026-02-01&to=2026-01-01', '?x=1']) {
      expect((await list(cookie, search)).status, search).toBe(400);
    }
    expect((await list(undefined)).status).toBe(401);
  });
});

describe('GET /api/teacher/audit-log/entity-history', () => {
  it('answers every entry of one entity, oldest first', async () => {
    const { cookie, studentId } = await teacherWithLog();
    const response = await history(cookie, `?entityType=student&entityId=${studentId}`);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ total: 2, page: 1, limit: 100 });
    expect(actionsOf(response)).toEqual(['student.create', 'student.update']);
    expect((await history(cookie, `?entityType=student`)).status).toBe(400);
  });
});

describe('GET /api/teacher/audit-log/activity-summary', () => {
  it('counts by action and by day of the teacher clock, every day present', async () => {
    const { cookie } = await teacherWithLog();
    const response = await summary(cookie, '?from=2026-01-11&to=2026-01-14');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      from: '2026-01-11',
      to: '2026-01-14',
      timezone: 'Europe/Madrid',
      total: 4,
      byAction: [
        { action: 'payment.refund', count: 1 },
        { action: 'session.book', count: 1 },
        { action: 'session.cancel', count: 1 },
        { action: 'student.update', count: 1 },
      ],
      byDay: [
        { date: '2026-01-11', count: 0 },
        { date: '2026-01-12', count: 2 },
        { date: '2026-01-13', count: 1 },
        { date: '2026-01-14', count: 1 },
      ],
    });
  });

  it('defaults to the last 30 days and refuses a period over 366 days', async () => {
    const { cookie } = await teacherWithLog();
    const response = await summary(cookie);
    expect(response.json.byDay).toHaveLength(30);
    expect((await summary(cookie, '?from=2024-01-01&to=2026-01-01')).status).toBe(400);
  });
});
