import { describe, expect, it } from 'vitest';
import type { ServiceStatus } from '@/generated/prisma/enums';
import { db } from '@/lib/core/db';
import { createService, createTeacher } from '@/test/factories';
import { callRoute } from '@/test/http';
import { GET } from './route';

const detail = (slug: string, serviceSlug: string) =>
  callRoute(GET, { path: `/api/public/${slug}/services/${serviceSlug}`, params: { slug, serviceSlug } });

describe('GET /api/public/:slug/services/:serviceSlug', () => {
  it('opens an active service, and an unlisted one by its direct link', async () => {
    const teacher = await createTeacher();
    const listed = await createService({ teacherId: teacher.id, status: 'active', slug: 'listed' });
    const unlisted = await createService({
      teacherId: teacher.id,
      status: 'active',
      isUnlisted: true,
      slug: 'by-link',
    });
    expect((await detail(teacher.slug, listed.slug)).json).toMatchObject({
      id: listed.id,
      teacher: { slug: teacher.slug },
    });
    expect((await detail(teacher.slug, unlisted.slug)).json).toMatchObject({ id: unlisted.id });
  });

  it('answers the questions a booker is asked, in order (none: an empty list)', async () => {
    const teacher = await createTeacher();
    const service = await createService({ teacherId: teacher.id, status: 'active', slug: 'asked' });
    expect((await detail(teacher.slug, service.slug)).json.questions).toEqual([]);
    const questions = [
      { id: crypto.randomUUID(), label: 'Your level?', kind: 'single_choice', options: ['A1', 'B2'], required: true },
      { id: crypto.randomUUID(), label: 'Goals', kind: 'long_text', required: false },
    ];
    await db.service.update({ where: { id: service.id }, data: { bookingQuestions: questions } });
    const response = await detail(teacher.slug, service.slug);
    expect(response.json.questions).toEqual(questions);
    expect(response.json).not.toHaveProperty('bookingQuestions');
  });

  it.each(['draft', 'paused', 'archived'] satisfies ServiceStatus[])('never opens a %s service', async (status) => {
    const teacher = await createTeacher();
    const service = await createService({ teacherId: teacher.id, status, slug: `not-${status}` });
    expect((await detail(teacher.slug, service.slug)).status).toBe(404);
  });

  it('never opens a private service, nor a service through another teacher or an unknown slug', async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const secret = await createService({ teacherId: teacher.id, status: 'active', isPrivate: true, slug: 'secret' });
    const mine = await createService({ teacherId: teacher.id, status: 'active', slug: 'mine' });
    expect((await detail(teacher.slug, secret.slug)).status).toBe(404);
    expect((await detail(other.slug, mine.slug)).status).toBe(404);
    expect((await detail(teacher.slug, 'no-such-service')).status).toBe(404);
    expect((await detail('no-such-teacher-here', mine.slug)).status).toBe(404);
  });
});
