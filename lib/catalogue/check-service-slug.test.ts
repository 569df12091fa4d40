import { describe, expect, it } from 'vitest';
import { createService, createTeacher } from '@/test/factories';
import { checkServiceSlug } from './check-service-slug';
import { deleteService } from './delete-service';

describe('checkServiceSlug', () => {
  it('reports free, taken and malformed slugs; the excluded service keeps its own', async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const service = await createService({ teacherId: teacher.id, slug: 'cello' });
    await createService({ teacherId: other.id, slug: 'viola' });
    const check = (slug: string, excludeId?: string) => checkServiceSlug({ teacherId: teacher.id, slug, excludeId });

    expect(await check('viola')).toEqual({ available: true, reason: null });
    expect(await check('cello')).toEqual({ available: false, reason: 'taken' });
    expect(await check('cello', service.id)).toEqual({ available: true, reason: null });
    expect(await check('Cello')).toEqual({ available: false, reason: 'invalid' });
    expect(await check('cello lessons')).toEqual({ available: false, reason: 'invalid' });
    expect(await check('')).toEqual({ available: false, reason: 'invalid' });
    expect(await check('a'.repeat(81))).toEqual({ available: false, reason: 'invalid' });
  });

  it('frees the slug of a deleted draft', async () => {
    const teacher = await createTeacher();
    const draft = await createService({ teacherId: teacher.id, slug: 'oboe', status: 'draft' });
    await deleteService({ teacherId: teacher.id, serviceId: draft.id });
    expect(await checkServiceSlug({ teacherId: teacher.id, slug: 'oboe' })).toEqual({ available: true, reason: null });
  });
});
