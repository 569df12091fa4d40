import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { lockMaterialTree } from '../lock-material-tree';
import { resolveMaterialTags } from '../resolve-material-tags';
import { getTemplate } from './get-template';
import type { TTemplateDetail, TUpdateTemplateInput } from './schemas';
import {
  assertLiveFolder,
  assertLiveResources,
  replaceTemplateResources,
  replaceTemplateTags,
} from './template-references';

/** The fields a session snapshot holds: changing one of them is a new version of the template. */
export const versionedFields = [
  'name',
  'description',
  'categories',
  'defaultNotes',
  'defaultSummary',
  'meetLink',
] as const;

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * PATCH of a live template of the teacher (404 otherwise, nothing changed). A field left out is
 * unchanged; `tagIds`/`tags` replace the tags, `resourceIds` the resource links (in order). When the
 * content a session snapshots (name, description, categories, defaults, meet link, resources)
 * really changes, `version` goes up by one; tags and folder are filing, not content.
 */
export async function updateTemplate({
  teacherId,
  templateId,
  input,
  meta,
}: {
  teacherId: string;
  templateId: string;
  input: TUpdateTemplateInput;
  meta?: RequestMeta;
}): Promise<TTemplateDetail> {
  const { tagIds, tags, resourceIds, folderId, ...fields } = input;
  return transaction(async (tx) => {
    // A move: the folder cannot go to the trash meanwhile. Taken before the row lock, in the order a
    // folder delete takes them (tree, then its templates), so the two cannot deadlock.
    if (folderId) await lockMaterialTree(tx, teacherId);
    // FOR UPDATE: two edits at once each see the other's result, so the version counts both.
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM lesson_templates
      WHERE id = ${templateId}::uuid AND "teacherId" = ${teacherId}::uuid AND "deletedAt" IS NULL
      FOR UPDATE`;
    if (locked.length === 0) throw new NotFoundError('Template');
    const before = await tx.lessonTemplate.findFirstOrThrow({
      where: { id: templateId, teacherId },
      select: {
        name: true,
        description: true,
        categories: true,
        defaultNotes: true,
        defaultSummary: true,
        meetLink: true,
        folderId: true,
        version: true,
        tags: { select: { tagId: true } },
        resources: {
          where: { resource: { deletedAt: null } },
          orderBy: [{ position: 'asc' }, { createdAt: 'asc' }],
          select: { resourceId: true },
        },
      },
    });
    if (folderId !== undefined) await assertLiveFolder(tx, teacherId, folderId);
    if (resourceIds) await assertLiveResources(tx, teacherId, resourceIds);
    const tagsGiven = tagIds !== undefined || tags !== undefined;
    const resolvedTags = tagsGiven ? await resolveMaterialTags(tx, teacherId, { tagIds, tags }) : undefined;

    const changedFields = versionedFields.filter((field) => {
      const value = fields[field];
      if (value === undefined) return false;
      const old = before[field];
      return Array.isArray(value) && Array.isArray(old) ? !sameList(value, old) : value !== old;
    });
    const oldResourceIds = before.resources.map((link) => link.resourceId);
    const resourcesChanged = resourceIds !== undefined && !sameList(resourceIds, oldResourceIds);
    const oldTagIds = before.tags.map((tag) => tag.tagId).sort();
    const tagsChanged = resolvedTags !== undefined && !sameList([...resolvedTags].sort(), oldTagIds);
    const folderChanged = folderId !== undefined && folderId !== before.folderId;
    const contentChanged = changedFields.length > 0 || resourcesChanged;

    if (contentChanged || tagsChanged || folderChanged) {
      await tx.lessonTemplate.update({
        where: { id: templateId },
        data: {
          ...Object.fromEntries(changedFields.map((field) => [field, fields[field]])),
          ...(folderChanged ? { folderId } : {}),
          ...(contentChanged ? { version: { increment: 1 } } : {}),
          updatedAt: new Date(),
        },
      });
      if (resourcesChanged) await replaceTemplateResources(tx, templateId, resourceIds);
      if (tagsChanged) await replaceTemplateTags(tx, templateId, resolvedTags);
      const changed = [
        ...changedFields,
        ...(resourcesChanged ? ['resourceIds'] : []),
        ...(tagsChanged ? ['tagIds'] : []),
        ...(folderChanged ? ['folderId'] : []),
      ];
      await recordAudit(tx, {
        teacherId,
        actor: { type: 'teacher', id: teacherId },
        action: 'template.update',
        entity: { type: 'template', id: templateId },
        before: pick(before, changedFields, folderChanged),
        after: pick(fields, changedFields, folderChanged, folderId),
        metadata: {
          changed,
          version: contentChanged ? before.version + 1 : before.version,
          ...(resourcesChanged ? { resourceIds: { before: oldResourceIds, after: resourceIds } } : {}),
          ...(tagsChanged ? { tagIds: { before: oldTagIds, after: resolvedTags } } : {}),
        },
        request: meta,
      });
    }
    return getTemplate({ teacherId, templateId }, tx);
  });
}

function pick(
  source: Partial<Record<(typeof versionedFields)[number], unknown>> & { folderId?: string | null },
  fields: readonly (typeof versionedFields)[number][],
  folderChanged: boolean,
  folderId: string | null | undefined = source.folderId,
): Record<string, unknown> {
  return {
    ...Object.fromEntries(fields.map((field) => [field, source[field]])),
    ...(folderChanged ? { folderId } : {}),
  };
}
