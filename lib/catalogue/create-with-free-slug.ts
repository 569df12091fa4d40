import 'server-only';
import { db } from '@/lib/core/db';
import { ConflictError } from '@/lib/core/errors';
import { maxServiceSlugLength } from './schemas';
import { isUniqueViolation } from '@/lib/core/prisma-errors';

/** Room kept at the end of a slug for a suffix such as `-copy-123`. */
const suffixRoom = 10;
const maxAttempts = 8;

/** `piano` -> `piano`, `piano-2`, `piano-3`...; with a marker: `piano-copy`, `piano-copy-2`... */
export function slugSeries(base: string, marker?: string) {
  const stem = [base.slice(0, maxServiceSlugLength - suffixRoom).replace(/-+$/, '') || 'service', marker]
    .filter(Boolean)
    .join('-');
  return { stem, candidate: (n: number) => (n === 1 ? stem : `${stem}-${n}`) };
}

async function firstFreeSlug(teacherId: string, series: ReturnType<typeof slugSeries>) {
  const taken = await db.service.findMany({
    where: { teacherId, slug: { startsWith: series.stem } },
    select: { slug: true },
  });
  const used = new Set(taken.map((service) => service.slug));
  let n = 1;
  while (used.has(series.candidate(n))) n += 1;
  return series.candidate(n);
}

/**
 * Runs `create` with the first slug of the series that no service of the teacher uses. Two
 * requests may pick the same slug at once: the unique index (teacherId, slug) lets one win and the
 * other retries with a fresh look, so concurrent creations still get distinct slugs.
 */
export async function createWithFreeSlug<T>(
  teacherId: string,
  series: ReturnType<typeof slugSeries>,
  create: (slug: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const slug = await firstFreeSlug(teacherId, series);
    try {
      return await create(slug);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (attempt >= maxAttempts) throw new ConflictError('Could not find a free slug, try again');
    }
  }
}
