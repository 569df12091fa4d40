import { describe, expect, it } from 'vitest';
import { ZSmartActions } from '@/lib/dashboard/schemas';
import { createReview, createStudent, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { GET } from './route';

const path = '/api/teacher/dashboard/smart-actions';

describe('GET /api/teacher/dashboard/smart-actions', () => {
  it('answers the signed-in teacher’s actions only, most urgent first, each with its page', async () => {
    const teacher = await createTeacher();
    await createStudent({ teacherId: teacher.id, status: 'inactive' });
    await createReview({ teacherId: teacher.id });
    const other = await createTeacher();
    await createStudent({ teacherId: other.id, status: 'inactive' });
    await createStudent({ teacherId: other.id, status: 'active' });
    await createReview({ teacherId: other.id });

    const response = await callRoute(GET, { path, cookie: await teacherCookie(teacher.id) });
    expect(response.status).toBe(200);
    expect(ZSmartActions.parse(response.json)).toEqual([
      { type: 'unanswered_reviews', count: 1, priority: 'medium', href: '/teacher/reviews?answered=false' },
      { type: 'inactive_students', count: 1, priority: 'low', href: '/teacher/students?status=inactive' },
    ]);
  });

  it('refuses a request without a session', async () => {
    expect((await callRoute(GET, { path })).status).toBe(401);
  });
});
