import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { listedServiceWhere, publicServiceSelect } from './public-service-fields';
import type { TPublicProfile } from './schemas';

/** A teacher's public page: profile plus listed services in the teacher's order, in one query. */
export async function getPublicProfile(slug: string): Promise<TPublicProfile> {
  const teacher = await db.teacher.findFirst({
    where: { slug, deletedAt: null },
    select: {
      name: true,
      slug: true,
      bio: true,
      avatarUrl: true,
      timezone: true,
      services: {
        where: listedServiceWhere,
        orderBy: [{ sortOrder: 'asc' }, { createdAt: 'asc' }],
        select: publicServiceSelect,
      },
    },
  });
  if (!teacher) throw new NotFoundError('Teacher');
  const { services, ...profile } = teacher;
  return { teacher: profile, services };
}
