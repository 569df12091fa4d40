import 'server-only';
import { db, type Prisma } from '@/lib/core/db';
import type { TSessionMaterials } from './session-material-schemas';

/**
 * The templates and resources linked to a session of the teacher, oldest link first. Trashed
 * (soft-deleted) materials stay linked but are not shown: restoring them brings them back.
 */
export async function listSessionMaterials(
  { teacherId, sessionId }: { teacherId: string; sessionId: string },
  /** The caller's transaction, to answer with what it just wrote. */
  client: Prisma.TransactionClient = db,
): Promise<TSessionMaterials> {
  const [templates, resources] = await Promise.all([
    client.sessionTemplate.findMany({
      where: { sessionId, session: { teacherId }, template: { teacherId, deletedAt: null } },
      orderBy: [{ appliedAt: 'asc' }, { templateId: 'asc' }],
      select: { template: { select: { id: true, name: true } } },
    }),
    client.sessionResource.findMany({
      where: { sessionId, session: { teacherId }, resource: { teacherId, deletedAt: null } },
      orderBy: [{ createdAt: 'asc' }, { resourceId: 'asc' }],
      select: { resource: { select: { id: true, label: true, url: true } } },
    }),
  ]);
  return { templates: templates.map((row) => row.template), resources: resources.map((row) => row.resource) };
}
