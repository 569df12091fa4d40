import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { lockMaterialTree } from '../lock-material-tree';
import { resolveMaterialTags } from '../resolve-material-tags';
import { assertOwnLiveFolder, readResource } from './resource-fields';
import type { TCreateResourceInput, TResource } from './schemas';
import { inferResourceProvider } from './video-links';

type CreateResource = { teacherId: string; input: TCreateResourceInput; meta?: RequestMeta };

/**
 * Adds a resource to the teacher's library: into one of their live folders (else 404) or the root,
 * with its tags (`tagIds` and/or names in `tags`, created when missing). Without `provider` the
 * provider is inferred from the URL (YouTube video_a, Vimeo video_b, Google Drive/Docs drive, else
 * link). Everything, new tags included, is written in one transaction or not at all.
 */
export async function createResource({ teacherId, input, meta }: CreateResource): Promise<TResource> {
  const { tagIds, tags, favorite, folderId = null, provider, ...fields } = input;
  return transaction(async (tx) => {
    if (folderId) await lockMaterialTree(tx, teacherId); // the folder cannot go to the trash meanwhile
    await assertOwnLiveFolder(tx, teacherId, folderId);
    const ids = await resolveMaterialTags(tx, teacherId, { tagIds, tags });
    const { id } = await tx.resource.create({
      data: {
        teacherId,
        folderId,
        label: fields.label,
        url: fields.url,
        description: fields.description || null,
        provider: provider ?? inferResourceProvider(fields.url),
        type: fields.type ?? 'material',
        isFavorite: favorite ?? false,
        thumbnailUrl: fields.thumbnailUrl ?? null,
        tags: { create: ids.map((tagId) => ({ tagId })) },
      },
      select: { id: true },
    });
    const resource = await readResource(tx, teacherId, id);
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'resource.create',
      entity: { type: 'resource', id },
      after: resource,
      request: meta,
    });
    return resource;
  });
}
