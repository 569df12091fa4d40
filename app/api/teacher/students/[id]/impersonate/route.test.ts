import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { flushAudits } from '@/lib/audit/record-audit';
import { resolveSession } from '@/lib/auth/resolve-session';
import { db } from '@/lib/core/db';
import { withStudent } from '@/lib/http/route';
import { defineRoute } from '@/lib/core/route-contract';
import { createStudent, createTeacher } from '@/test/factories';
import { callRoute, sessionCookie } from '@/test/http';
import { POST as stopImpersonation } from '../../../../auth/stop-impersonation/route';
import { GET as getMe } from '../../../../auth/me/route';
import { POST as impersonate } from './route';

afterEach(() => vi.useRealTimers());

const cookieValue = (setCookies: string[], name: string) =>
  setCookies
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(';')[0]
    ?.slice(name.length + 1) ?? '';

async function startAs(teacherCookie: string, studentId: string) {
  const response = await callRoute(impersonate, { method: 'POST', cookie: teacherCookie, params: { id: studentId } });
  const setCookies = response.headers.getSetCookie();
  return {
    response,
    setCookies,
    studentSessionId: cookieValue(setCookies, 'svc_session'),
    kept: cookieValue(setCookies, 'svc_teacher_session'),
  };
}

async function teacherWithStudent() {
  const teacher = await createTeacher();
  const student = await createStudent({ teacherId: teacher.id });
  const teacherCookie = await sessionCookie({ role: 'teacher', teacherId: teacher.id });
  return { teacher, student, teacherCookie };
}

describe('impersonation', () => {
  it('gives the teacher a student session and keeps the teacher session in svc_teacher_session', async () => {
    const { teacher, student, teacherCookie } = await teacherWithStudent();
    const { response, setCookies, studentSessionId, kept } = await startAs(teacherCookie, student.id);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ redirectTo: '/portal' });
    expect(setCookies.find((cookie) => cookie.startsWith('svc_session='))).toContain('Max-Age=1800');
    expect(`svc_session=${kept}`).toBe(teacherCookie);
    const me = await callRoute(getMe, { cookie: `svc_session=${studentSessionId}` });
    expect(me.json).toMatchObject({ role: 'student', student: { id: student.id }, impersonating: true });
    await flushAudits();
    expect(
      await db.auditLog.count({
        where: { teacherId: teacher.id, action: 'auth.impersonation_start', entityId: student.id },
      }),
    ).toBe(1);
  });

  it('expires 30 minutes after it starts, however busy it is (no sliding)', async () => {
    const { student, teacherCookie } = await teacherWithStudent();
    const { studentSessionId } = await startAs(teacherCookie, student.id);
    const started = Date.now();
    expect(await resolveSession(studentSessionId, new Date(started + 29 * 60_000))).not.toBeNull();
    await callRoute(getMe, { cookie: `svc_session=${studentSessionId}` });
    expect(await resolveSession(studentSessionId, new Date(started + 30 * 60_000 + 1000))).toBeNull();
  });

  it("refuses another teacher's student with 404", async () => {
    const { student } = await teacherWithStudent();
    const intruder = await createTeacher();
    const { response } = await startAs(await sessionCookie({ role: 'teacher', teacherId: intruder.id }), student.id);
    expect(response.status).toBe(404);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('refuses mood and review actions while impersonating, not for the student', async () => {
    const moodContract = defineRoute({
      method: 'POST',
      path: '/api/student/sessions/{id}/mood',
      summary: 'test',
      tags: ['test'],
      auth: 'student',
      blockedDuringImpersonation: true,
      body: z.object({ mood: z.string() }).strict(),
      responses: { 200: { description: 'ok' } },
    });
    const submitMood = withStudent(moodContract, async () => ({ ok: true }));
    const { student, teacherCookie } = await teacherWithStudent();
    const { studentSessionId } = await startAs(teacherCookie, student.id);
    const blocked = await callRoute(submitMood, {
      method: 'POST',
      cookie: `svc_session=${studentSessionId}`,
      body: { mood: 'great' },
    });
    expect(blocked.status).toBe(403);
    expect(blocked.json.error.code).toBe('FORBIDDEN');
    const own = await callRoute(submitMood, {
      method: 'POST',
      cookie: await sessionCookie({ role: 'student', studentId: student.id }),
      body: { mood: 'great' },
    });
    expect(own.status).toBe(200);
  });

  it('stops: the student session ends and the teacher session comes back', async () => {
    const { teacher, student, teacherCookie } = await teacherWithStudent();
    const { studentSessionId, kept } = await startAs(teacherCookie, student.id);
    const stopped = await callRoute(stopImpersonation, {
      method: 'POST',
      cookie: `svc_session=${studentSessionId}; svc_teacher_session=${kept}`,
    });
    expect(stopped.status).toBe(200);
    expect(stopped.json).toEqual({ redirectTo: '/teacher/students' });
    const setCookies = stopped.headers.getSetCookie();
    expect(cookieValue(setCookies, 'svc_session')).toBe(kept);
    expect(setCookies.find((cookie) => cookie.startsWith('svc_teacher_session='))).toContain('Max-Age=0');
    expect(await resolveSession(studentSessionId)).toBeNull();
    expect((await callRoute(getMe, { cookie: `svc_session=${kept}` })).json.teacher.id).toBe(teacher.id);
    await flushAudits();
    expect(await db.auditLog.count({ where: { teacherId: teacher.id, action: 'auth.impersonation_stop' } })).toBe(1);
  });

  it('refuses to stop when not impersonating, and never restores a session of another teacher', async () => {
    const { student, teacherCookie } = await teacherWithStudent();
    const ownStudentCookie = await sessionCookie({ role: 'student', studentId: student.id });
    expect((await callRoute(stopImpersonation, { method: 'POST', cookie: ownStudentCookie })).status).toBe(409);

    const other = await createTeacher();
    const otherCookie = await sessionCookie({ role: 'teacher', teacherId: other.id });
    const { studentSessionId } = await startAs(teacherCookie, student.id);
    const stopped = await callRoute(stopImpersonation, {
      method: 'POST',
      cookie: `svc_session=${studentSessionId}; svc_teacher_session=${otherCookie.split('=')[1]}`,
    });
    expect(stopped.json).toEqual({ redirectTo: '/sign-in' });
    expect(cookieValue(stopped.headers.getSetCookie(), 'svc_session')).toBe('');
  });
});
