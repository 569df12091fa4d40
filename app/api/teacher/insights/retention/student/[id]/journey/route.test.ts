import { describe, expect, it } from 'vitest';
import { ZStudentJourney } from '@/lib/insights/student-retention/schemas';
import { createStudent, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { GET } from './route';

const call = (id: string, cookie?: string) =>
  callRoute(GET, { path: `/api/teacher/insights/retention/student/${id}/journey`, params: { id }, cookie });

describe('GET /api/teacher/insights/retention/student/:id/journey', () => {
  it('answers the journey of the teacher’s own student', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const response = await call(student.id, await teacherCookie(teacher.id));
    expect(response.status).toBe(200);
    expect(ZStudentJourney.parse(response.json)).toMatchObject({ studentId: student.id, trial: null, events: [] });
  });

  it('answers 404 for another teacher’s student, 400 for a malformed id, 401 without a session', async () => {
    const owner = await createTeacher();
    const student = await createStudent({ teacherId: owner.id });
    const cookie = await teacherCookie((await createTeacher()).id);
    const foreign = await call(student.id, cookie);
    expect(foreign.status).toBe(404);
    expect(foreign.json.error.code).toBe('NOT_FOUND');
    expect((await call('not-a-uuid', cookie)).status).toBe(400);
    expect((await call(student.id)).status).toBe(401);
  });
});
