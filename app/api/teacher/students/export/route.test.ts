import { describe, expect, it } from 'vitest';
import { createStudent, createTeacher } from '@/prisma/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { GET } from './route';

describe('GET /api/teacher/students/export', () => {
  it("downloads the teacher's students as formula-safe CSV, and only theirs", async () => {
    const teacher = await createTeacher();
    await createStudent({ teacherId: teacher.id, name: '=cmd()' });
    await createStudent({ teacherId: (await createTeacher()).id, name: 'Someone Else' });
    const response = await callRoute(GET, {
      path: '/api/teacher/students/export',
      cookie: await teacherCookie(teacher.id),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="students-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(",'=cmd(),");
    expect(response.text).not.toContain('Someone Else');
  });

  it('needs a teacher session', async () => {
    expect((await callRoute(GET, { path: '/api/teacher/students/export' })).status).toBe(401);
  });
});
