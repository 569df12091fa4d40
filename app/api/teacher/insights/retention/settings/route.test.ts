import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { defaultRetentionSettings } from '@/lib/data-retention/schemas';
import { createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { GET as getSettings } from '../../../settings/retention/route';
import { GET, PATCH } from './route';

const path = '/api/teacher/insights/retention/settings';
const get = (cookie?: string) => callRoute(GET, { path, cookie });
const patch = (cookie: string | undefined, body: unknown) => callRoute(PATCH, { method: 'PATCH', path, cookie, body });

describe('GET/PATCH /api/teacher/insights/retention/settings', () => {
  it('answers the default thresholds without writing a row', async () => {
    const teacher = await createTeacher();
    const response = await get(await teacherCookie(teacher.id));
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ atRiskDays: 21, churnDays: 60, gapDays: 14 });
    expect(await db.retentionSettings.findUnique({ where: { teacherId: teacher.id } })).toBeNull();
  });

  it('changes the same settings as Settings → retention, audited', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const response = await patch(cookie, { atRiskDays: 28 });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ atRiskDays: 28, churnDays: 60, gapDays: 14 });
    const settings = await callRoute(getSettings, { path: '/api/teacher/settings/retention', cookie });
    expect(settings.json).toEqual({ ...defaultRetentionSettings, atRiskDays: 28 });
    await flushAudits();
    expect(await db.auditLog.count({ where: { teacherId: teacher.id, action: 'settings.retention.update' } })).toBe(1);
  });

  it.each([
    ['an empty body', {}],
    ['a data-retention field', { inactiveStudentDays: 400 }],
    ['an unknown key', { atRiskDays: 28, teacherId: 'x' }],
    ['atRiskDays under 7', { atRiskDays: 6 }],
    ['churnDays not after atRiskDays', { atRiskDays: 40, churnDays: 40 }],
    ['atRiskDays over the stored churnDays (60)', { atRiskDays: 61 }],
    ['a number as a string', { gapDays: '10' }],
  ])('refuses %s with 400 and stores nothing', async (_, body) => {
    const teacher = await createTeacher();
    const response = await patch(await teacherCookie(teacher.id), body);
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe('VALIDATION_ERROR');
    expect(await db.retentionSettings.findUnique({ where: { teacherId: teacher.id } })).toBeNull();
  });

  it('changes only the signed-in teacher’s thresholds and refuses a caller who is not signed in', async () => {
    expect((await get()).status).toBe(401);
    expect((await patch(undefined, { gapDays: 10 })).status).toBe(401);
    const other = await createTeacher();
    const teacher = await createTeacher();
    await patch(await teacherCookie(teacher.id), { gapDays: 10 });
    expect((await get(await teacherCookie(other.id))).json).toEqual({ atRiskDays: 21, churnDays: 60, gapDays: 14 });
  });
});
