import { describe, expect, it } from 'vitest';
import { ZAtRiskPage } from '@/lib/insights/student-retention/schemas';
import { createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { GET } from './route';

const path = '/api/teacher/insights/retention/at-risk';

async function teacherWithAbsentStudent() {
  const teacher = await createTeacher();
  const service = await createService({ teacherId: teacher.id });
  const student = await createStudent({ teacherId: teacher.id });
  await createSession({
    teacherId: teacher.id,
    serviceId: service.id,
    studentId: student.id,
    startUtc: new Date(Date.now() - 30 * 86_400_000),
    status: 'completed',
  });
  return { teacher, student };
}

describe('GET /api/teacher/insights/retention/at-risk', () => {
  it('lists only the signed-in teacher’s students, in the house page shape', async () => {
    const { teacher, student } = await teacherWithAbsentStudent();
    await teacherWithAbsentStudent();
    const response = await callRoute(GET, { path: `${path}?limit=5`, cookie: await teacherCookie(teacher.id) });
    expect(response.status).toBe(200);
    const page = ZAtRiskPage.parse(response.json);
    expect(page).toMatchObject({ page: 1, limit: 5, total: 1 });
    expect(page.data[0]).toMatchObject({ studentId: student.id, reason: 'at_risk', daysSince: 30 });
  });

  it.each(['reason=lost', 'limit=101', 'page=0', 'sort=name'])('refuses %s with 400', async (query) => {
    const cookie = await teacherCookie((await createTeacher()).id);
    const response = await callRoute(GET, { path: `${path}?${query}`, cookie });
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe('VALIDATION_ERROR');
  });

  it('refuses a caller who is not signed in', async () => {
    expect((await callRoute(GET, { path })).status).toBe(401);
  });
});
