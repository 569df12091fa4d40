import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { ValidationError, type ErrorDetail } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { resolveMaterialTags } from '../resolve-material-tags';
import { bulkResult, type TBulkResult, type TItemResult } from '../schemas';
import type { TBulkTagInput } from './schemas';

/**
 * Adds and/or removes tags on many templates and resources in one transaction. `addTagIds` and
 * `removeTagIds` must be the teacher's tags (an unknown or foreign id is a 400 on its field and
 * nothing is written); `addTags` names are created when missing. Per item: a folder is INVALID_ITEM,
 * a missing, trashed or another teacher's item NOT_FOUND; those change nothing, the rest are applied
 * (adding a tag an item already has, or removing one it lacks, is fine). Tagged items get a new
 * `updatedAt`.
 */
export async function bulkTagMaterials({
  teacherId,
  items,
  addTagIds = [],
  addTags = [],
  removeTagIds = [],
  meta,
  now = new Date(),
}: TBulkTagInput & { teacherId: string; meta?: RequestMeta; now?: Date }): Promise<TBulkResult> {
  return transaction(async (tx) => {
    const named = [...new Set([...addTagIds, ...removeTagIds])];
    const known = new Set(
      named.length
        ? (await tx.tag.findMany({ where: { teacherId, id: { in: named } }, select: { id: true } })).map(
            (tag) => tag.id,
          )
        : [],
    );
    const details: ErrorDetail[] = [];
    for (const [path, ids] of [
      ['addTagIds', addTagIds],
      ['removeTagIds', removeTagIds],
    ] as const) {
      const unknown = ids.filter((id) => !known.has(id));
      if (unknown.length) details.push({ path, message: `Unknown tag(s): ${unknown.join(', ')}` });
    }
    if (details.length) throw new ValidationError('The request is not valid', details);

    const templateIds = items.filter((item) => item.type === 'template').map((item) => item.id);
    const resourceIds = items.filter((item) => item.type === 'resource').map((item) => item.id);
    const live = { teacherId, deletedAt: null };
    // One connection serves a transaction: its statements go one after another (pg 9 refuses overlapping ones).
    const templates = templateIds.length
      ? await tx.lessonTemplate.findMany({ where: { ...live, id: { in: templateIds } }, select: { id: true } })
      : [];
    const resources = resourceIds.length
      ? await tx.resource.findMany({ where: { ...live, id: { in: resourceIds } }, select: { id: true } })
      : [];
    const foundTemplates = templates.map((row) => row.id);
    const foundResources = resources.map((row) => row.id);
    const found = new Set([
      ...foundTemplates.map((id) => `template:${id}`),
      ...foundResources.map((id) => `resource:${id}`),
    ]);

    const results: TItemResult[] = items.map((item) => {
      if (item.type === 'folder') {
        return { ...item, ok: false, error: { code: 'INVALID_ITEM', message: 'Folders have no tags' } };
      }
      if (!found.has(`${item.type}:${item.id}`)) {
        return {
          ...item,
          ok: false,
          error: { code: 'NOT_FOUND', message: `${item.type === 'template' ? 'Template' : 'Resource'} not found` },
        };
      }
      return { ...item, ok: true };
    });
    if (!found.size) return bulkResult(results);

    const adding = [
      ...new Set([
        ...addTagIds,
        ...(addTags.length ? await resolveMaterialTags(tx, teacherId, { tags: addTags }) : []),
      ]),
    ];
    if (removeTagIds.length) {
      await tx.templateTag.deleteMany({ where: { templateId: { in: foundTemplates }, tagId: { in: removeTagIds } } });
      await tx.resourceTag.deleteMany({ where: { resourceId: { in: foundResources }, tagId: { in: removeTagIds } } });
    }
    if (adding.length) {
      await tx.templateTag.createMany({
        data: foundTemplates.flatMap((templateId) => adding.map((tagId) => ({ templateId, tagId }))),
        skipDuplicates: true,
      });
      await tx.resourceTag.createMany({
        data: foundResources.flatMap((resourceId) => adding.map((tagId) => ({ resourceId, tagId }))),
        skipDuplicates: true,
      });
    }
    if (foundTemplates.length)
      await tx.lessonTemplate.updateMany({ where: { ...live, id: { in: foundTemplates } }, data: { updatedAt: now } });
    if (foundResources.length)
      await tx.resource.updateMany({ where: { ...live, id: { in: foundResources } }, data: { updatedAt: now } });

    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'materials.tag',
      entity: { type: 'materials', id: null },
      metadata: { templates: foundTemplates, resources: foundResources, addTagIds: adding, removeTagIds },
      request: meta,
    });
    return bulkResult(results);
  });
}
