import { describe, expect, it } from 'vitest';
import { createService, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { GET } from './route';

describe('GET /api/teacher/services/slug-check', () => {
  it('answers availability, honouring excludeId', async () => {
    const teacher = await createTeacher();
    const service = await createService({ teacherId: teacher.id, slug: 'harp' });
    const cookie = await teacherCookie(teacher.id);
    const check = async (search: string) =>
      (await callRoute(GET, { path: `/api/teacher/services/slug-check${search}`, cookie })).json;
    expect(await check('?slug=harp')).toEqual({ available: false, reason: 'taken' });
    expect(await check(`?slug=harp&excludeId=${service.id}`)).toEqual({ available: true, reason: null });
    expect(await check('?slug=harp-2')).toEqual({ available: true, reason: null });
    expect(await check('?slug=Harp%202')).toEqual({ available: false, reason: 'invalid' });
    const missing = await callRoute(GET, { path: '/api/teacher/services/slug-check', cookie });
    expect(missing.status).toBe(400);
  });
});
