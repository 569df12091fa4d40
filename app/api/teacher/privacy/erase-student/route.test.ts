/** POST /api/teacher/privacy/erase-student. */
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createTeacher } from '@/test/factories';
import { studentWithHistory } from '@/test/privacy/student-with-history';
import { callRoute, sessionCookie, teacherCookie } from '@/test/http';
import { POST } from './route';

const erase = (cookie: string, body: unknown) =>
  callRoute(POST, { method: 'POST', path: '/api/teacher/privacy/erase-student', cookie, body });

describe('POST /api/teacher/privacy/erase-student', () => {
  it('erases the student and answers the report (counts, erasedAt); twice is fine', async () => {
    const { teacher, student } = await studentWithHistory();
    const cookie = await teacherCookie(teacher.id);
    const response = await erase(cookie, { studentId: student.id });
    expect(response.status).toBe(200);
    expect(response.json.counts).toMatchObject({ student: 1, contactLog: 1, notifications: 1 });
    expect(Date.parse(response.json.erasedAt)).not.toBeNaN();
    expect((await erase(cookie, { studentId: student.id })).status).toBe(200);
    expect((await db.student.findUniqueOrThrow({ where: { id: student.id } })).name).toBe('Erased student');
  });

  it("another teacher's student is 404 and stays untouched; a student session is 403; unknown fields are 400", async () => {
    const { teacher, student, identity } = await studentWithHistory();
    const stranger = await teacherCookie((await createTeacher()).id);
    expect((await erase(stranger, { studentId: student.id })).status).toBe(404);
    expect((await db.student.findUniqueOrThrow({ where: { id: student.id } })).name).toBe(identity.name);
    expect(
      (await erase(await sessionCookie({ role: 'student', studentId: student.id }), { studentId: student.id })).status,
    ).toBe(403);
    expect(
      (await erase(await teacherCookie(teacher.id), { studentId: student.id, teacherId: teacher.id })).status,
    ).toBe(400);
  });
});
