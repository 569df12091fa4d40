import 'server-only';
import { db } from '@/lib/core/db';
import { serviceSlugPattern, maxServiceSlugLength, type TSlugCheckResult } from './schemas';

type CheckServiceSlug = { teacherId: string; slug: string; excludeId?: string };

/**
 * Whether a slug can be saved on a service of this teacher. A malformed slug is not available; the
 * service being edited (`excludeId`) does not block its own slug. Every service row counts, deleted
 * ones included, because the unique index (teacherId, slug) does.
 */
export async function checkServiceSlug({ teacherId, slug, excludeId }: CheckServiceSlug): Promise<TSlugCheckResult> {
  if (!serviceSlugPattern.test(slug) || slug.length > maxServiceSlugLength) {
    return { available: false, reason: 'invalid' };
  }
  const holder = await db.service.findFirst({
    where: { teacherId, slug, ...(excludeId ? { id: { not: excludeId } } : {}) },
    select: { id: true },
  });
  return holder ? { available: false, reason: 'taken' } : { available: true, reason: null };
}
