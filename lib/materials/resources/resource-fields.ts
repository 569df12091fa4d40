import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import type { TResource } from './schemas';

/**
 * What a Resource JSON is read with: its columns, its tags (one batched query for a whole page) and
 * its link counts (`_count`, batched for the page as well). Link counts count every link row, as
 * `unlinked` does: a template in the trash still holds its links until it is deleted for good.
 */
export const resourceSelect = {
  id: true,
  label: true,
  url: true,
  description: true,
  provider: true,
  type: true,
  isFavorite: true,
  usageCount: true,
  thumbnailUrl: true,
  providerItemId: true,
  mimeType: true,
  folderId: true,
  createdAt: true,
  updatedAt: true,
  deletedAt: true,
  tags: { select: { tag: { select: { id: true, name: true, color: true } } }, orderBy: { tag: { name: 'asc' } } },
  _count: { select: { templates: true, sessions: true } },
} satisfies Prisma.ResourceSelect;

export type ResourceRow = Prisma.ResourceGetPayload<{ select: typeof resourceSelect }>;

export function toResource({
  isFavorite,
  tags,
  _count,
  createdAt,
  updatedAt,
  deletedAt,
  ...row
}: ResourceRow): TResource {
  return {
    ...row,
    favorite: isFavorite,
    tags: tags.map(({ tag }) => tag),
    linkedTemplateCount: _count.templates,
    linkedSessionCount: _count.sessions,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    deletedAt: deletedAt?.toISOString() ?? null,
  };
}

/** A live resource of the teacher (another teacher's, a trashed or a missing one: null). */
export const ownResourceWhere = (teacherId: string, id: string) => ({ id, teacherId, deletedAt: null });

/** The teacher's live resource as JSON, or 404. */
export async function readResource(
  client: Prisma.TransactionClient,
  teacherId: string,
  id: string,
): Promise<TResource> {
  const row = await client.resource.findFirst({ where: ownResourceWhere(teacherId, id), select: resourceSelect });
  if (!row) throw new NotFoundError('Resource');
  return toResource(row);
}

/** 404 unless `folderId` is a live folder of the teacher (another teacher's looks like a missing one). */
export async function assertOwnLiveFolder(
  client: Prisma.TransactionClient,
  teacherId: string,
  folderId: string | null | undefined,
): Promise<void> {
  if (!folderId) return;
  const folder = await client.materialFolder.findFirst({
    where: { id: folderId, teacherId, deletedAt: null },
    select: { id: true },
  });
  if (!folder) throw new NotFoundError('Folder');
}
