import { describe, expect, it } from 'vitest';
import { createReview, createService, createTeacher } from '@/test/factories';
import { callRoute } from '@/test/http';
import { GET } from './route';

describe('GET /api/public/:slug/reviews', () => {
  it('answers approved reviews with stats, filtered by service, and 404 for an unknown slug', async () => {
    const teacher = await createTeacher();
    const service = await createService({ teacherId: teacher.id });
    await createReview({ teacherId: teacher.id, serviceId: service.id, rating: 5, teacherResponse: 'Thanks!' });
    await createReview({ teacherId: teacher.id, rating: 3 });
    await createReview({ teacherId: teacher.id, status: 'hidden', rating: 1 });
    const call = (slug: string, search = '') =>
      callRoute(GET, { path: `/api/public/${slug}/reviews${search}`, params: { slug } });

    const all = await call(teacher.slug);
    expect(all.status).toBe(200);
    expect(all.json).toMatchObject({ total: 2, stats: { count: 2, average: 4 } });
    const one = await call(teacher.slug, `?serviceSlug=${service.slug}&limit=5`);
    expect(one.json).toMatchObject({
      limit: 5,
      total: 1,
      data: [{ rating: 5, teacherResponse: 'Thanks!', service: { slug: service.slug } }],
    });
    expect((await call('no-such-teacher')).status).toBe(404);
    expect((await call(teacher.slug, '?limit=500')).status).toBe(400);
    expect((await call(teacher.slug, '?teacherId=x')).status).toBe(400);
  });
});
