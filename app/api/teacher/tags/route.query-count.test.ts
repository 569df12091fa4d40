import { describe, expect, it } from 'vitest';
import { listTags as listTagsDomain } from '@/lib/students/list-tags';
import { createTeacher } from '@/test/factories';
import { countQueries } from '@/test/count-queries';
import { callRoute, teacherCookie } from '@/test/http';
import { GET as listTags } from './route';

/** What every authenticated request pays before its handler: the session and the per-session limiter. */
const pipelineStatement = (sql: string) => sql.includes('auth_sessions') || sql.includes('rate_limits');

describe('authenticated request pipeline: statements', () => {
  it('resolves the session and counts the rate limit in two statements in all', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const call = () => callRoute(listTags, { path: '/api/teacher/tags', cookie });
    await call(); // the limiter's row exists from here on: the steady state

    const route = await countQueries(call);
    const domain = await countQueries(() => listTagsDomain({ teacherId: teacher.id }));
    expect(route.result.status).toBe(200);
    expect(route.statements.filter(pipelineStatement)).toHaveLength(2);
    // Nothing else is added on top of the handler's own statements (no separate owner loads).
    expect(route.count - domain.count).toBeLessThanOrEqual(2);
  });
});
