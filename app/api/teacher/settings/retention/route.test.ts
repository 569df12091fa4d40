import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { defaultRetentionSettings } from '@/lib/data-retention/schemas';
import { createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { GET, PATCH } from './route';

const path = '/api/teacher/settings/retention';
const get = (cookie: string | undefined) => callRoute(GET, { path, cookie });
const patch = (cookie: string | undefined, body: unknown) => callRoute(PATCH, { method: 'PATCH', path, cookie, body });
const rowOf = (teacherId: string) => db.retentionSettings.findUnique({ where: { teacherId } });

describe('GET /api/teacher/settings/retention', () => {
  it('answers the spec defaults without writing a row when none is stored', async () => {
    const teacher = await createTeacher();
    const response = await get(await teacherCookie(teacher.id));
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      inactiveStudentDays: 730,
      sessionContentDays: 365,
      contactLogDays: 180,
      autoDeleteEnabled: false,
      notifyBeforeDeleteDays: 30,
      atRiskDays: 21,
      churnDays: 60,
      gapDays: 14,
    });
    expect(await rowOf(teacher.id)).toBeNull();
  });

  it('refuses a caller who is not signed in', async () => {
    expect((await get(undefined)).status).toBe(401);
  });
});

describe('PATCH /api/teacher/settings/retention', () => {
  it('upserts the merged settings, answers all of them and audits the change', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const first = await patch(cookie, { autoDeleteEnabled: true, inactiveStudentDays: 400 });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ ...defaultRetentionSettings, autoDeleteEnabled: true, inactiveStudentDays: 400 });

    const second = await patch(cookie, { churnDays: 90, gapDays: 10 });
    const expected = {
      ...defaultRetentionSettings,
      autoDeleteEnabled: true,
      inactiveStudentDays: 400,
      churnDays: 90,
      gapDays: 10,
    };
    expect(second.json).toEqual(expected);
    expect((await get(cookie)).json).toEqual(expected);
    expect(await db.retentionSettings.count({ where: { teacherId: teacher.id } })).toBe(1);

    await flushAudits();
    const audits = await db.auditLog.findMany({
      where: { teacherId: teacher.id, action: 'settings.retention.update' },
      orderBy: { createdAt: 'asc' },
    });
    expect(audits).toHaveLength(2);
    expect(audits[0]!.changes).toMatchObject({ autoDeleteEnabled: { old: false, new: true } });
  });

  it.each([
    ['an empty body', {}],
    ['an unknown key', { gapDays: 10, keepForever: true }],
    ['inactiveStudentDays under 30', { inactiveStudentDays: 29 }],
    ['sessionContentDays over 3650', { sessionContentDays: 3651 }],
    ['contactLogDays not whole', { contactLogDays: 45.5 }],
    ['notifyBeforeDeleteDays 0', { notifyBeforeDeleteDays: 0 }],
    ['notifyBeforeDeleteDays over 90', { notifyBeforeDeleteDays: 91 }],
    ['autoDeleteEnabled as a string', { autoDeleteEnabled: 'true' }],
    ['gapDays under 7', { gapDays: 6 }],
    ['churnDays not after atRiskDays', { atRiskDays: 30, churnDays: 30 }],
    ['churnDays under the stored atRiskDays (21)', { churnDays: 20 }],
    ['atRiskDays over the stored churnDays (60)', { atRiskDays: 61 }],
    ['a notice as long as the inactivity period', { inactiveStudentDays: 60, notifyBeforeDeleteDays: 60 }],
    ['a number as a string', { gapDays: '10' }],
    ['null', { gapDays: null }],
  ])('refuses %s with 400 and stores nothing', async (_, body) => {
    const teacher = await createTeacher();
    const response = await patch(await teacherCookie(teacher.id), body);
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe('VALIDATION_ERROR');
    expect(await rowOf(teacher.id)).toBeNull();
  });

  it('names the field of a broken rule between fields', async () => {
    const teacher = await createTeacher();
    const response = await patch(await teacherCookie(teacher.id), { churnDays: 15 });
    expect(response.json.error.details).toEqual([
      { path: 'churnDays', message: 'Churn must come later than at risk: use more days' },
    ]);
  });

  it('changes only the signed-in teacher’s settings, and refuses a caller who is not signed in', async () => {
    expect((await patch(undefined, { gapDays: 10 })).status).toBe(401);
    const other = await createTeacher();
    const otherCookie = await teacherCookie(other.id);
    await patch(otherCookie, { gapDays: 30 });
    const teacher = await createTeacher();
    await patch(await teacherCookie(teacher.id), { gapDays: 10, autoDeleteEnabled: true });
    expect((await get(otherCookie)).json).toEqual({ ...defaultRetentionSettings, gapDays: 30 });
    expect((await rowOf(teacher.id))?.gapDays).toBe(10);
  });
});
