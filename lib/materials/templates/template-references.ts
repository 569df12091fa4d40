import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';

/** A folder a template is put in must be the teacher's and not in the trash (else 404, like a missing one). */
export async function assertLiveFolder(
  tx: Prisma.TransactionClient,
  teacherId: string,
  folderId: string | null | undefined,
): Promise<void> {
  if (!folderId) return;
  const folder = await tx.materialFolder.findFirst({
    where: { id: folderId, teacherId, deletedAt: null },
    select: { id: true },
  });
  if (!folder) throw new NotFoundError('Folder');
}

/**
 * Linked resources must be the teacher's live ones: another teacher's, a trashed or a missing id is
 * 404 (issue 14: another teacher's resource is a 404 on every route, as on the session's links).
 */
export async function assertLiveResources(
  tx: Prisma.TransactionClient,
  teacherId: string,
  resourceIds: readonly string[] | undefined,
): Promise<void> {
  if (!resourceIds?.length) return;
  const found = await tx.resource.count({
    where: { teacherId, deletedAt: null, id: { in: [...resourceIds] } },
  });
  if (found !== resourceIds.length) throw new NotFoundError('Resource');
}

/**
 * Replaces a template's links to live resources by `resourceIds`, position = index. Links to
 * resources in the trash are kept (not shown), so restoring such a resource brings it back.
 */
export async function replaceTemplateResources(
  tx: Prisma.TransactionClient,
  templateId: string,
  resourceIds: readonly string[],
): Promise<void> {
  await tx.templateResource.deleteMany({ where: { templateId, resource: { deletedAt: null } } });
  if (resourceIds.length) {
    await tx.templateResource.createMany({
      data: resourceIds.map((resourceId, position) => ({ templateId, resourceId, position })),
    });
  }
}

/** Replaces a template's tags by `tagIds` (already resolved to the teacher's own). */
export async function replaceTemplateTags(
  tx: Prisma.TransactionClient,
  templateId: string,
  tagIds: readonly string[],
): Promise<void> {
  await tx.templateTag.deleteMany({ where: { templateId } });
  if (tagIds.length) await tx.templateTag.createMany({ data: tagIds.map((tagId) => ({ templateId, tagId })) });
}
