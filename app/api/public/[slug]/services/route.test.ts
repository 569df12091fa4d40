import { describe, expect, it } from 'vitest';
import { createService, createTeacher } from '@/test/factories';
import { callRoute } from '@/test/http';
import { GET } from './route';

const services = (slug: string) => callRoute(GET, { path: `/api/public/${slug}/services`, params: { slug } });

describe('GET /api/public/:slug/services', () => {
  it('lists active services only: not unlisted, private, draft, paused, archived or deleted', async () => {
    const teacher = await createTeacher();
    const active = await createService({ teacherId: teacher.id, status: 'active' });
    await createService({ teacherId: teacher.id, status: 'active', isUnlisted: true });
    await createService({ teacherId: teacher.id, status: 'active', isPrivate: true });
    await createService({ teacherId: teacher.id, status: 'archived' });
    await createService({ teacherId: teacher.id, status: 'active', deletedAt: new Date() });
    const response = await services(teacher.slug);
    expect(response.status).toBe(200);
    expect(response.json.data.map((service: { id: string }) => service.id)).toEqual([active.id]);
    expect(Object.keys(response.json.data[0])).not.toContain('status');
  });

  it('answers 404 for an unknown teacher', async () => {
    expect((await services('nobody-here-either')).status).toBe(404);
  });
});
