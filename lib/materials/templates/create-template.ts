import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { lockMaterialTree } from '../lock-material-tree';
import { resolveMaterialTags } from '../resolve-material-tags';
import type { TCreateTemplateInput, TTemplate } from './schemas';
import { templateJsonSelect, toTemplateJson } from './template-json';
import { assertLiveFolder, assertLiveResources } from './template-references';

/**
 * Creates a lesson template of the teacher (version 1, usage 0): its folder must be an own live one
 * (404), its resources own live ones (404), its tags are resolved by ids and names. With a folder the
 * tree lock is held, so the folder cannot go to the trash between the check and the insert (a live
 * template in a trashed folder would be seen nowhere).
 */
export async function createTemplate({
  teacherId,
  input,
  meta,
}: {
  teacherId: string;
  input: TCreateTemplateInput;
  meta?: RequestMeta;
}): Promise<TTemplate> {
  const { tagIds, tags, resourceIds = [], folderId = null, ...fields } = input;
  return transaction(async (tx) => {
    if (folderId) await lockMaterialTree(tx, teacherId);
    await assertLiveFolder(tx, teacherId, folderId);
    await assertLiveResources(tx, teacherId, resourceIds);
    const resolvedTags = await resolveMaterialTags(tx, teacherId, { tagIds, tags });
    const created = await tx.lessonTemplate.create({
      data: {
        teacherId,
        folderId,
        ...fields,
        tags: { create: resolvedTags.map((tagId) => ({ tagId })) },
        resources: { create: resourceIds.map((resourceId, position) => ({ resourceId, position })) },
      },
      select: templateJsonSelect,
    });
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'template.create',
      entity: { type: 'template', id: created.id },
      metadata: { name: created.name, folderId, resourceIds, tagIds: resolvedTags },
      request: meta,
    });
    return toTemplateJson(created);
  });
}
