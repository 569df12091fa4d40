import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { GET as summary } from '@/app/api/teacher/dashboard/summary/route';
import { createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { GET, PATCH } from './route';

const path = '/api/teacher/settings/dashboard';
const patch = (cookie: string | undefined, body: unknown) => callRoute(PATCH, { method: 'PATCH', path, cookie, body });

async function signedIn(overrides: Parameters<typeof createTeacher>[0] = {}) {
  const teacher = await createTeacher(overrides);
  return { teacher, cookie: await teacherCookie(teacher.id) };
}

describe('GET /api/teacher/settings/dashboard', () => {
  it('answers the first four keys when nothing is stored, or a stored choice that is no longer valid', async () => {
    const defaults = ['month_revenue', 'month_lessons', 'active_students', 'attendance_rate'];
    const { cookie } = await signedIn();
    expect((await callRoute(GET, { path, cookie })).json).toEqual({ kpis: defaults });
    const stale = await signedIn({ dashboardConfig: { kpis: ['month_revenue', 'gone'] } });
    expect((await callRoute(GET, { path, cookie: stale.cookie })).json).toEqual({ kpis: defaults });
  });

  it('refuses a request without a session', async () => {
    expect((await callRoute(GET, { path })).status).toBe(401);
  });
});

describe('PATCH /api/teacher/settings/dashboard', () => {
  it('stores exactly four distinct keys in the given order, shows them in the summary, and audits', async () => {
    const { teacher, cookie } = await signedIn();
    const kpis = ['teaching_streak', 'pending_revenue', 'completed_sessions', 'new_students'];
    const response = await patch(cookie, { kpis });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ kpis });
    expect((await callRoute(GET, { path, cookie })).json).toEqual({ kpis });
    expect((await callRoute(summary, { path: '/api/teacher/dashboard/summary', cookie })).json.kpis).toEqual(kpis);
    const stored = await db.teacher.findUniqueOrThrow({ where: { id: teacher.id }, select: { dashboardConfig: true } });
    expect(stored.dashboardConfig).toEqual({ kpis });

    await flushAudits();
    const audit = await db.auditLog.findFirstOrThrow({
      where: { teacherId: teacher.id, action: 'settings.update_dashboard' },
    });
    expect(audit).toMatchObject({ actorType: 'teacher', actorId: teacher.id, entityType: 'teacher' });
  });

  it.each([
    ['three keys', { kpis: ['month_revenue', 'month_lessons', 'active_students'] }],
    ['five keys', { kpis: ['month_revenue', 'month_lessons', 'active_students', 'attendance_rate', 'new_students'] }],
    ['a repeated key', { kpis: ['month_revenue', 'month_revenue', 'active_students', 'attendance_rate'] }],
    ['an unknown key', { kpis: ['month_revenue', 'month_lessons', 'active_students', 'profit'] }],
    [
      'an unknown field',
      { kpis: ['month_revenue', 'month_lessons', 'active_students', 'new_students'], layout: 'grid' },
    ],
    ['no kpis', {}],
    ['not a list', { kpis: 'month_revenue' }],
  ])('refuses %s (400) and changes nothing', async (_label, body) => {
    const { teacher, cookie } = await signedIn({
      dashboardConfig: { kpis: ['new_students', 'month_lessons', 'active_students', 'teaching_streak'] },
    });
    const response = await patch(cookie, body);
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe('VALIDATION_ERROR');
    const stored = await db.teacher.findUniqueOrThrow({ where: { id: teacher.id }, select: { dashboardConfig: true } });
    expect(stored.dashboardConfig).toEqual({
      kpis: ['new_students', 'month_lessons', 'active_students', 'teaching_streak'],
    });
  });

  it('refuses a request without a session and changes only the signed-in teacher', async () => {
    expect(
      (await patch(undefined, { kpis: ['month_revenue', 'month_lessons', 'active_students', 'new_students'] })).status,
    ).toBe(401);
    const { cookie } = await signedIn();
    const other = await createTeacher();
    await patch(cookie, { kpis: ['month_revenue', 'month_lessons', 'active_students', 'new_students'] });
    const stored = await db.teacher.findUniqueOrThrow({ where: { id: other.id }, select: { dashboardConfig: true } });
    expect(stored.dashboardConfig).toBeNull();
  });
});
