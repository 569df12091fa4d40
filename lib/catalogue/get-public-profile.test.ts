import { describe, expect, it } from 'vitest';
import { NotFoundError } from '@/lib/core/errors';
import { createService, createTeacher } from '@/test/factories';
import { getPublicProfile } from './get-public-profile';
import { getPublicService } from './get-public-service';

describe('public catalogue', () => {
  it('lists only active, listed, non-deleted services in the teacher order', async () => {
    const teacher = await createTeacher();
    const second = await createService({ teacherId: teacher.id, status: 'active', sortOrder: 2, name: 'Second' });
    const first = await createService({ teacherId: teacher.id, status: 'active', sortOrder: 1, name: 'First' });
    await createService({ teacherId: teacher.id, status: 'draft' });
    await createService({ teacherId: teacher.id, status: 'paused' });
    await createService({ teacherId: teacher.id, status: 'archived' });
    await createService({ teacherId: teacher.id, status: 'active', isUnlisted: true });
    await createService({ teacherId: teacher.id, status: 'active', isPrivate: true });
    await createService({ teacherId: teacher.id, status: 'active', deletedAt: new Date() });
    const profile = await getPublicProfile(teacher.slug);
    expect(profile.teacher).toEqual({
      name: teacher.name,
      slug: teacher.slug,
      bio: teacher.bio,
      avatarUrl: teacher.avatarUrl,
      timezone: teacher.timezone,
    });
    expect(profile.services.map((service) => service.id)).toEqual([first.id, second.id]);
    expect(Object.keys(profile.services[0]!)).not.toContain('teacherId');
  });

  it('answers 404 for an unknown or deleted teacher', async () => {
    await expect(getPublicProfile('no-such-teacher-slug')).rejects.toBeInstanceOf(NotFoundError);
    const gone = await createTeacher({ deletedAt: new Date() });
    await expect(getPublicProfile(gone.slug)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('opens an unlisted service by its link but never a private or inactive one, nor through another teacher', async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const unlisted = await createService({ teacherId: teacher.id, status: 'active', isUnlisted: true, slug: 'hidden' });
    const draft = await createService({ teacherId: teacher.id, status: 'draft', slug: 'soon' });
    const secret = await createService({ teacherId: teacher.id, status: 'active', isPrivate: true, slug: 'secret' });
    expect((await getPublicService(teacher.slug, unlisted.slug)).id).toBe(unlisted.id);
    await expect(getPublicService(teacher.slug, draft.slug)).rejects.toBeInstanceOf(NotFoundError);
    await expect(getPublicService(teacher.slug, secret.slug)).rejects.toBeInstanceOf(NotFoundError);
    await expect(getPublicService(other.slug, unlisted.slug)).rejects.toBeInstanceOf(NotFoundError);
  });
});
