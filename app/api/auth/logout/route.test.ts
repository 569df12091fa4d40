import { describe, expect, it } from 'vitest';
import { createTeacher } from '@/test/factories';
import { callRoute, sessionCookie } from '@/test/http';
import { GET as getMe } from '../me/route';
import { POST } from './route';

describe('POST /api/auth/logout', () => {
  it('destroys the session and clears both cookies', async () => {
    const teacher = await createTeacher();
    const cookie = await sessionCookie({ role: 'teacher', teacherId: teacher.id });
    const response = await callRoute(POST, { method: 'POST', cookie });
    expect(response.status).toBe(200);
    const cleared = response.headers.getSetCookie();
    expect(cleared).toEqual([
      expect.stringMatching(/^svc_session=; .*Max-Age=0/),
      expect.stringMatching(/^svc_teacher_session=; .*Max-Age=0/),
    ]);
    expect((await callRoute(getMe, { cookie })).status).toBe(401);
  });

  it('succeeds without a session', async () => {
    expect((await callRoute(POST, { method: 'POST' })).status).toBe(200);
  });
});
