import 'server-only';
import { db } from '@/lib/core/db';

/** How many of each kind the session page's picker offers (most used first). */
export const maxLinkOptions = 200;

export type LinkOptions = {
  templates: { id: string; name: string }[];
  resources: { id: string; label: string; url: string }[];
};

/**
 * The teacher's not deleted templates and resources that are not linked to the session yet: the
 * choices of the session page's "link materials" picker. Most used first, then by name.
 */
export async function listLinkOptions({
  teacherId,
  sessionId,
}: {
  teacherId: string;
  sessionId: string;
}): Promise<LinkOptions> {
  const [templates, resources] = await Promise.all([
    db.lessonTemplate.findMany({
      where: { teacherId, deletedAt: null, sessions: { none: { sessionId } } },
      orderBy: [{ usageCount: 'desc' }, { name: 'asc' }, { id: 'asc' }],
      select: { id: true, name: true },
      take: maxLinkOptions,
    }),
    db.resource.findMany({
      where: { teacherId, deletedAt: null, sessions: { none: { sessionId } } },
      orderBy: [{ usageCount: 'desc' }, { label: 'asc' }, { id: 'asc' }],
      select: { id: true, label: true, url: true },
      take: maxLinkOptions,
    }),
  ]);
  return { templates, resources };
}
