import 'server-only';
import { db, type Prisma } from '@/lib/core/db';
import type { TSessionMaterials } from './session-material-schemas';

/** The name a snapshot recorded, when it holds one. */
function snapshotName(content: Prisma.JsonValue): string | undefined {
  if (content && typeof content === 'object' && !Array.isArray(content)) {
    const name = (content as Prisma.JsonObject).name;
    if (typeof name === 'string' && name.trim()) return name;
  }
  return undefined;
}

/**
 * The templates and resources linked to a session of the teacher, oldest link first. A template is
 * shown as it was applied: its name comes from the session's latest snapshot of it, so later edits of
 * the template do not change the session (resources were linked to the session when it was applied).
 * Trashed (soft-deleted) materials stay linked but are not shown: restoring them brings them back.
 * Three statements whatever the session holds.
 */
export async function listSessionMaterials(
  { teacherId, sessionId }: { teacherId: string; sessionId: string },
  /** The caller's transaction, to answer with what it just wrote. */
  client: Prisma.TransactionClient = db,
): Promise<TSessionMaterials> {
  const [templates, snapshots, resources] = await Promise.all([
    client.sessionTemplate.findMany({
      where: { sessionId, session: { teacherId }, template: { teacherId, deletedAt: null } },
      orderBy: [{ appliedAt: 'asc' }, { templateId: 'asc' }],
      select: { template: { select: { id: true, name: true } } },
    }),
    client.templateSnapshot.findMany({
      where: { sessionId, teacherId, templateId: { not: null } },
      orderBy: [{ createdAt: 'desc' }, { version: 'desc' }],
      select: { templateId: true, content: true },
    }),
    client.sessionResource.findMany({
      where: { sessionId, session: { teacherId }, resource: { teacherId, deletedAt: null } },
      orderBy: [{ createdAt: 'asc' }, { resourceId: 'asc' }],
      select: { resource: { select: { id: true, label: true, url: true } } },
    }),
  ]);
  const appliedNames = new Map<string, string>();
  for (const snapshot of snapshots) {
    const name = snapshotName(snapshot.content);
    if (snapshot.templateId && name && !appliedNames.has(snapshot.templateId))
      appliedNames.set(snapshot.templateId, name);
  }
  return {
    templates: templates.map(({ template }) => ({
      id: template.id,
      name: appliedNames.get(template.id) ?? template.name,
    })),
    resources: resources.map((row) => row.resource),
  };
}
