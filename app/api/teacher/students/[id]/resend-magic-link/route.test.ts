import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/core/db';
import { createStudent, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { POST } from './route';

beforeEach(() => vi.stubEnv('RESEND_API_KEY', ''));
afterEach(() => vi.unstubAllEnvs());

const resend = (id: string, cookie: string) =>
  callRoute(POST, { method: 'POST', path: `/api/teacher/students/${id}/resend-magic-link`, params: { id }, cookie });

describe('POST /api/teacher/students/:id/resend-magic-link', () => {
  it('e-mails the student a new link', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const response = await resend(student.id, await teacherCookie(teacher.id));
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ sent: true, expiresAt: expect.any(String) });
    expect(await db.emailOutbox.count({ where: { to: student.email } })).toBe(1);
  });

  it("answers 404 for another teacher's student, sending nothing", async () => {
    const student = await createStudent({ teacherId: (await createTeacher()).id });
    const response = await resend(student.id, await teacherCookie((await createTeacher()).id));
    expect(response.status).toBe(404);
    expect(await db.emailOutbox.count({ where: { to: student.email } })).toBe(0);
    expect(await db.magicLinkToken.count({ where: { studentId: student.id } })).toBe(0);
  });
});
