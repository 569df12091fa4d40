import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import type { RequestMeta } from '@/lib/core/request-meta';
import type { DriveFile } from '@/lib/integrations/google-drive/drive-files-adapter';
import { transaction } from '@/lib/outbox/transaction';
import { lockMaterialTree } from '../lock-material-tree';
import { assertOwnLiveFolder, resourceSelect, toResource } from '../resources/resource-fields';
import { isHttpUrl, maxResourceLabelLength, type TImportMaterialsResult } from '../resources/schemas';

type ImportDriveFiles = {
  teacherId: string;
  files: readonly DriveFile[];
  /** Where new (and restored) resources go: a live folder of the teacher (else 404), or the root. */
  folderId?: string | null;
  meta?: RequestMeta;
};

const fileUrl = (file: DriveFile) =>
  isHttpUrl(file.webViewLink) ? file.webViewLink : `https://drive.google.com/file/d/${encodeURIComponent(file.id)}/view`;

/**
 * Turns drive files into resources of the teacher: provider `drive`, `providerItemId` = the file id,
 * label = its name, url = its web link, thumbnail and MIME type. De-duplicated by the unique
 * (teacherId, provider, providerItemId): a file imported before is not created again (INSERT ... ON
 * CONFLICT DO NOTHING, so two concurrent imports of one file also give one resource); a live one is
 * answered as it is (not moved, not renamed), a trashed one is restored into `folderId` (or the
 * root). Answers one resource per file, in the order given, and how many were new.
 */
export async function importDriveFiles({
  teacherId,
  files,
  folderId = null,
  meta,
}: ImportDriveFiles): Promise<TImportMaterialsResult> {
  const unique = [...new Map(files.map((file) => [file.id, file])).values()];
  const ids = unique.map((file) => file.id);
  return transaction(async (tx) => {
    await lockMaterialTree(tx, teacherId); // items enter a folder, trashed ones come back
    await assertOwnLiveFolder(tx, teacherId, folderId);
    const created = await tx.resource.createManyAndReturn({
      data: unique.map((file) => ({
        teacherId,
        folderId,
        provider: 'drive' as const,
        providerItemId: file.id,
        label: file.name.trim().slice(0, maxResourceLabelLength) || 'Untitled',
        url: fileUrl(file),
        thumbnailUrl: file.thumbnailLink && isHttpUrl(file.thumbnailLink) ? file.thumbnailLink : null,
        mimeType: file.mimeType,
        type: 'material' as const,
      })),
      skipDuplicates: true,
      select: { id: true },
    });
    const restored = await tx.resource.updateManyAndReturn({
      where: { teacherId, provider: 'drive', providerItemId: { in: ids }, deletedAt: { not: null } },
      data: { deletedAt: null, deletionBatchId: null, folderId },
      select: { id: true },
    });
    const rows = await tx.resource.findMany({
      where: { teacherId, provider: 'drive', providerItemId: { in: ids } },
      select: resourceSelect,
    });
    const byFileId = new Map(rows.map((row) => [row.providerItemId, row]));
    const data = files.map((file) => toResource(byFileId.get(file.id)!));
    const createdIds = new Set(created.map((row) => row.id));
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'resource.import',
      entity: { type: 'resource', id: rows.length === 1 ? rows[0]!.id : null },
      metadata: {
        provider: 'drive',
        folderId,
        created: [...createdIds],
        existing: rows.filter((row) => !createdIds.has(row.id)).map((row) => row.id),
        restored: restored.map((row) => row.id),
      },
      request: meta,
    });
    return { data, created: createdIds.size, existing: unique.length - createdIds.size };
  });
}
