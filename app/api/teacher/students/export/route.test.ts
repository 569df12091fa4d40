import { describe, expect, it, vi } from 'vitest';
import { createStudent, createTeacher } from '@/test/factories';
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

  it("dates the file by the teacher's day: 23:30 UTC is already the next day in Madrid", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T23:30:00Z'));
    try {
      const teacher = await createTeacher({ timezone: 'Europe/Madrid' });
      const response = await callRoute(GET, {
        path: '/api/teacher/students/export',
        cookie: await teacherCookie(teacher.id),
      });
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="students-2026-03-02.csv"');
    } finally {
      vi.useRealTimers();
    }
  });

  it('needs a teacher session', async () => {
    expect((await callRoute(GET, { path: '/api/teacher/students/export' })).status).toBe(401);
  });
});
