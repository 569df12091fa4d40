import { describe, expect, it } from 'vitest';
import { createStudent, createTeacher } from '@/test/factories';
import { callRoute, sessionCookie } from '@/test/http';
import { GET as getMe } from '../../../auth/me/route';
import { POST as endOthers } from './end-others/route';
import { GET as listSessions } from './route';

describe('teacher sessions in settings', () => {
  it('lists live sessions without revealing their ids, marking the current one', async () => {
    const teacher = await createTeacher();
    const current = await sessionCookie({ role: 'teacher', teacherId: teacher.id });
    await sessionCookie({ role: 'teacher', teacherId: teacher.id });
    const response = await callRoute(listSessions, { cookie: current });
    expect(response.json.data).toHaveLength(2);
    expect(response.json.data.filter((row: { current: boolean }) => row.current)).toHaveLength(1);
    expect(JSON.stringify(response.json)).not.toContain(current.split('=')[1]);
  });

  it('ends every other session of the teacher, including impersonations, and keeps the current one', async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const current = await sessionCookie({ role: 'teacher', teacherId: teacher.id });
    const laptop = await sessionCookie({ role: 'teacher', teacherId: teacher.id });
    const impersonation = await sessionCookie({
      role: 'student',
      studentId: student.id,
      impersonatorTeacherId: teacher.id,
    });
    const studentOwn = await sessionCookie({ role: 'student', studentId: student.id });
    const otherTeacher = await sessionCookie({ role: 'teacher', teacherId: other.id });

    const response = await callRoute(endOthers, { method: 'POST', cookie: current });
    expect(response.json).toEqual({ ended: 2 });
    expect((await callRoute(getMe, { cookie: current })).status).toBe(200);
    expect((await callRoute(getMe, { cookie: laptop })).status).toBe(401);
    expect((await callRoute(getMe, { cookie: impersonation })).status).toBe(401);
    expect((await callRoute(getMe, { cookie: studentOwn })).status).toBe(200);
    expect((await callRoute(getMe, { cookie: otherTeacher })).status).toBe(200);
  });
});
