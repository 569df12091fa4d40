import { describe, expect, it } from 'vitest';
import { createService, createTeacher } from '@/test/factories';
import { callRoute } from '@/test/http';
import { GET } from './route';

const profile = (slug: string) => callRoute(GET, { path: `/api/public/${slug}`, params: { slug } });

describe('GET /api/public/:slug', () => {
  it('shows the teacher and only active, listed services', async () => {
    const teacher = await createTeacher();
    const listed = await createService({ teacherId: teacher.id, status: 'active' });
    await createService({ teacherId: teacher.id, status: 'active', isUnlisted: true });
    await createService({ teacherId: teacher.id, status: 'active', isPrivate: true });
    await createService({ teacherId: teacher.id, status: 'paused' });
    await createService({ teacherId: teacher.id, status: 'draft' });
    const response = await profile(teacher.slug);
    expect(response.status).toBe(200);
    expect(response.json.teacher).toMatchObject({ name: teacher.name, slug: teacher.slug });
    expect(response.json.services.map((service: { id: string }) => service.id)).toEqual([listed.id]);
  });

  it('answers 404 for an unknown slug, without a session', async () => {
    const response = await profile('nobody-here-at-all');
    expect(response.status).toBe(404);
    expect(response.json.error.code).toBe('NOT_FOUND');
  });
});
