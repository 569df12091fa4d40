/** GET /api/teacher/privacy/export and POST /api/teacher/privacy/export-data. */
import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { exportSources } from '@/lib/privacy/teacher/export-sources';
import { createStudent, createTeacher } from '@/test/factories';
import { callRoute, sessionCookie, teacherCookie } from '@/test/http';
import { POST } from '../export-data/route';
import { GET } from './route';

const viaGet = (cookie?: string) => callRoute(GET, { path: '/api/teacher/privacy/export', cookie });
const viaPost = (cookie?: string) =>
  callRoute(POST, { method: 'POST', path: '/api/teacher/privacy/export-data', cookie });

describe('teacher data export routes', () => {
  it.each([
    ['GET /export', viaGet],
    ['POST /export-data', viaPost],
  ])('%s downloads the practice as lektio-data-export-<date>.json, audited', async (_name, call) => {
    const teacher = await createTeacher({ timezone: 'Pacific/Kiritimati' });
    const student = await createStudent({ teacherId: teacher.id });
    const stranger = await createStudent({ teacherId: (await createTeacher()).id });
    const response = await call(await teacherCookie(teacher.id));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    // UTC+14: the teacher's date, which is often not the server's.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date());
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="lektio-data-export-${today}.json"`);
    expect(Object.keys(response.json.categories)).toEqual(exportSources.map((source) => source.category));
    expect(response.json.categories.students).toEqual([expect.objectContaining({ id: student.id })]);
    expect(response.text).not.toContain(stranger.id);
    await flushAudits();
    expect(await db.auditLog.count({ where: { teacherId: teacher.id, action: 'privacy.export' } })).toBe(1);
  });

  it('is for signed-in teachers only', async () => {
    expect((await viaGet()).status).toBe(401);
    const student = await createStudent({ teacherId: (await createTeacher()).id });
    expect((await viaPost(await sessionCookie({ role: 'student', studentId: student.id }))).status).toBe(403);
  });
});
