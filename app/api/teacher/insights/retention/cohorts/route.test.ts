import { describe, expect, it } from 'vitest';
import { ZCohorts } from '@/lib/insights/student-retention/schemas';
import { createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { GET } from './route';

const path = '/api/teacher/insights/retention/cohorts';

describe('GET /api/teacher/insights/retention/cohorts', () => {
  it('answers 6 months by default and 12 when asked', async () => {
    const cookie = await teacherCookie((await createTeacher()).id);
    const six = await callRoute(GET, { path, cookie });
    expect(six.status).toBe(200);
    expect(ZCohorts.parse(six.json).cohorts).toHaveLength(6);
    const twelve = await callRoute(GET, { path: `${path}?months=12`, cookie });
    expect(twelve.json.cohorts).toHaveLength(12);
  });

  it.each(['3', '24', 'six'])('refuses months=%s with 400', async (months) => {
    const cookie = await teacherCookie((await createTeacher()).id);
    const response = await callRoute(GET, { path: `${path}?months=${months}`, cookie });
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe('VALIDATION_ERROR');
  });

  it('refuses a caller who is not signed in', async () => {
    expect((await callRoute(GET, { path })).status).toBe(401);
  });
});
