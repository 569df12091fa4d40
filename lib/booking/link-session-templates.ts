import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import type { Prisma } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { assertOwnSession, attachResources } from './link-session-resources';
import { listSessionMaterials } from './list-session-materials';
import type { TSessionMaterials } from './session-material-schemas';

/** The template fields applied and snapshotted; its resources only when own and not deleted. */
const templateSelect = (teacherId: string) =>
  ({
    id: true,
    name: true,
    description: true,
    categories: true,
    version: true,
    meetLink: true,
    defaultNotes: true,
    defaultSummary: true,
    resources: {
      where: { resource: { teacherId, deletedAt: null } },
      select: { resourceId: true },
      orderBy: { position: 'asc' },
    },
  }) satisfies Prisma.LessonTemplateSelect;

type Template = Prisma.LessonTemplateGetPayload<{ select: ReturnType<typeof templateSelect> }>;

/** Session field <- template field, copied only into an empty session field. */
const copiedFields = [
  ['meetingUrl', 'meetLink'],
  ['teacherNotes', 'defaultNotes'],
  ['summary', 'defaultSummary'],
] as const;

/**
 * Applies lesson templates of the teacher to a session of the teacher, in one transaction. Every id
 * must be an own, not deleted template, else 404 and nothing changes. A template not linked yet is
 * linked, counts one use, is snapshotted at its current version, brings its (not deleted) resources
 * along, and fills the session's empty meeting link, notes and summary (the first template in the
 * request that has a value wins; a filled field is never overwritten). Already linked templates
 * change nothing, so a repeat is harmless.
 */
export async function linkSessionTemplates({
  teacherId,
  sessionId,
  templateIds,
  meta,
}: {
  teacherId: string;
  sessionId: string;
  templateIds: string[];
  meta?: RequestMeta;
}): Promise<TSessionMaterials> {
  const ids = [...new Set(templateIds)];
  return transaction(async (tx) => {
    const result = await applyTemplates(tx, { teacherId, sessionId, ids });
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'session.link_templates',
      entity: { type: 'session', id: sessionId },
      metadata: {
        templateIds: result.applied.map((template) => template.id),
        alreadyLinked: ids.filter((id) => !result.applied.some((template) => template.id === id)),
        resourceIds: result.resourceIds,
        filledFields: result.filled,
      },
      request: meta,
    });
    return result.materials;
  });
}

/** Links the templates in the caller's transaction: what was applied, linked and filled, and the materials. */
async function applyTemplates(
  tx: Prisma.TransactionClient,
  { teacherId, sessionId, ids }: { teacherId: string; sessionId: string; ids: string[] },
) {
  await assertOwnSession(tx, teacherId, sessionId);
  const found = await tx.lessonTemplate.findMany({
    where: { id: { in: ids }, teacherId, deletedAt: null },
    select: templateSelect(teacherId),
  });
  if (found.length !== ids.length) throw new NotFoundError('Template');
  // ON CONFLICT DO NOTHING: only templates not linked before (even by a concurrent twin) come back.
  const created = await tx.sessionTemplate.createManyAndReturn({
    data: ids.map((templateId) => ({ sessionId, templateId })),
    skipDuplicates: true,
    select: { templateId: true },
  });
  const newIds = new Set(created.map((row) => row.templateId));
  // Request order, so "the first template with a value" is the caller's first.
  const applied = ids.flatMap((id) => found.filter((template) => template.id === id && newIds.has(id)));
  if (applied.length === 0) {
    return {
      applied,
      resourceIds: [],
      filled: [],
      materials: await listSessionMaterials({ teacherId, sessionId }, tx),
    };
  }
  await tx.lessonTemplate.updateMany({
    where: { id: { in: [...newIds] }, teacherId },
    data: { usageCount: { increment: 1 } },
  });
  await tx.templateSnapshot.createMany({
    data: applied.map((template) => ({
      teacherId,
      sessionId,
      templateId: template.id,
      version: template.version,
      content: snapshotOf(template),
    })),
  });
  const resourceIds = [...new Set(applied.flatMap((template) => template.resources.map((r) => r.resourceId)))];
  const linkedResources = await attachResources(tx, { teacherId, sessionId, resourceIds });
  const filled = await fillEmptyFields(tx, { teacherId, sessionId, applied });
  const materials = await listSessionMaterials({ teacherId, sessionId }, tx);
  return { applied, resourceIds: linkedResources, filled, materials };
}

function snapshotOf(template: Template): Prisma.InputJsonObject {
  return {
    name: template.name,
    description: template.description,
    categories: template.categories,
    meetLink: template.meetLink,
    defaultNotes: template.defaultNotes,
    defaultSummary: template.defaultSummary,
    resourceIds: template.resources.map((r) => r.resourceId),
  };
}

/**
 * Copies template values into the session's empty fields. Each write is conditional on the field
 * still being empty, so a value typed in meanwhile is never overwritten.
 */
async function fillEmptyFields(
  tx: Prisma.TransactionClient,
  { teacherId, sessionId, applied }: { teacherId: string; sessionId: string; applied: Template[] },
): Promise<string[]> {
  const filled: string[] = [];
  for (const [sessionField, templateField] of copiedFields) {
    const value = applied.map((template) => template[templateField]?.trim()).find(Boolean);
    if (!value) continue;
    const { count } = await tx.session.updateMany({
      where: { id: sessionId, teacherId, OR: [{ [sessionField]: null }, { [sessionField]: '' }] },
      data: { [sessionField]: value },
    });
    if (count > 0) filled.push(sessionField);
  }
  return filled;
}
