import { describe, expect, it } from 'vitest';
import { ZDashboardSummary } from '@/lib/dashboard/schemas';
import { createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { callRoute, sessionCookie, teacherCookie } from '@/test/http';
import { GET } from './route';

const path = '/api/teacher/dashboard/summary';

describe('GET /api/teacher/dashboard/summary', () => {
  it('answers the summary of the signed-in teacher only, in the documented shape', async () => {
    const teacher = await createTeacher({ timezone: 'America/Los_Angeles', defaultCurrency: 'USD' });
    await createStudent({ teacherId: teacher.id, status: 'active' });
    const other = await createTeacher();
    const otherService = await createService({ teacherId: other.id });
    await createStudent({ teacherId: other.id, status: 'active' });
    await createSession({
      teacherId: other.id,
      serviceId: otherService.id,
      startUtc: new Date(Date.now() + 86_400_000),
    });

    const response = await callRoute(GET, { path, cookie: await teacherCookie(teacher.id) });
    expect(response.status).toBe(200);
    const summary = ZDashboardSummary.parse(response.json);
    expect(summary).toMatchObject({
      timezone: 'America/Los_Angeles',
      currency: 'USD',
      activeStudents: 1,
      monthLessons: 0,
      pendingRevenue: 0,
      pendingRevenueByCurrency: [],
      attendanceRate: null,
      teachingStreak: 0,
      bestStreak: 0,
      isNewRecord: false,
      kpis: ['month_revenue', 'month_lessons', 'active_students', 'attendance_rate'],
    });
  });

  it('refuses a request without a session (401) and a student (403)', async () => {
    expect((await callRoute(GET, { path })).status).toBe(401);
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    expect(
      (await callRoute(GET, { path, cookie: await sessionCookie({ role: 'student', studentId: student.id }) })).status,
    ).toBe(403);
  });
});
