import { describe, expect, it } from 'vitest';
import { ZRetentionKpis } from '@/lib/insights/student-retention/schemas';
import { createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { GET } from './route';

const path = '/api/teacher/insights/retention';

describe('GET /api/teacher/insights/retention', () => {
  it('answers the KPIs of the signed-in teacher for 30 days by default, in the documented shape', async () => {
    const teacher = await createTeacher();
    const service = await createService({ teacherId: teacher.id });
    const student = await createStudent({ teacherId: teacher.id });
    await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      startUtc: new Date(Date.now() - 3 * 86_400_000),
      status: 'completed',
    });
    const other = await createTeacher();
    const otherService = await createService({ teacherId: other.id });
    const otherStudent = await createStudent({ teacherId: other.id });
    await createSession({
      teacherId: other.id,
      serviceId: otherService.id,
      studentId: otherStudent.id,
      startUtc: new Date(Date.now() - 4 * 86_400_000),
      status: 'completed',
    });

    const response = await callRoute(GET, { path, cookie: await teacherCookie(teacher.id) });
    expect(response.status).toBe(200);
    const kpis = ZRetentionKpis.parse(response.json);
    expect(kpis.period).toBe('30d');
    expect(kpis.meanFrequency).toEqual({ value: 1, previous: null, change: null });
  });

  it.each(['90d', '12m'])('takes period=%s', async (period) => {
    const teacher = await createTeacher();
    const response = await callRoute(GET, {
      path: `${path}?period=${period}`,
      cookie: await teacherCookie(teacher.id),
    });
    expect(response.status).toBe(200);
    expect(response.json.period).toBe(period);
  });

  it.each(['30', '7d', '1y'])('refuses period=%s with 400', async (period) => {
    const teacher = await createTeacher();
    const response = await callRoute(GET, {
      path: `${path}?period=${period}`,
      cookie: await teacherCookie(teacher.id),
    });
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe('VALIDATION_ERROR');
  });

  it('refuses an unknown query key and a caller who is not signed in', async () => {
    const teacher = await createTeacher();
    expect(
      (await callRoute(GET, { path: `${path}?teacherId=x`, cookie: await teacherCookie(teacher.id) })).status,
    ).toBe(400);
    expect((await callRoute(GET, { path })).status).toBe(401);
  });
});
