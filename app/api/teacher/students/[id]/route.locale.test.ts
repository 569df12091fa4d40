import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createStudent, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { PATCH } from './route';

const patch = (id: string, cookie: string, body: unknown) =>
  callRoute(PATCH, { method: 'PATCH', path: `/api/teacher/students/${id}`, params: { id }, cookie, body });

describe('PATCH /api/teacher/students/:id: the student language and clock (issue 32)', () => {
  it('lets the teacher change them; the student e-mails follow', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const student = await createStudent({ teacherId: teacher.id });

    const response = await patch(student.id, cookie, { locale: 'it', hourCycle: 'h12' });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ id: student.id, locale: 'it', hourCycle: 'h12' });
    expect(
      await db.student.findUniqueOrThrow({ where: { id: student.id }, select: { locale: true, hourCycle: true } }),
    ).toEqual({ locale: 'it', hourCycle: 'h12' });
  });

  it('refuses other languages, and another teacher cannot change them', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const bad = await patch(student.id, await teacherCookie(teacher.id), { locale: 'nl' });
    expect(bad.status).toBe(400);
    const other = await createTeacher();
    expect((await patch(student.id, await teacherCookie(other.id), { locale: 'fr' })).status).toBe(404);
    expect((await db.student.findUniqueOrThrow({ where: { id: student.id } })).locale).toBe('en');
  });
});
