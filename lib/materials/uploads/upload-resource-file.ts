import 'server-only';
import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { recordAudit } from '@/lib/audit/record-audit';
import { ValidationError } from '@/lib/core/errors';
import { log } from '@/lib/core/log';
import type { RequestMeta } from '@/lib/core/request-meta';
import type { StreamedUpload } from '@/lib/core/stream-multipart-upload';
import { storage } from '@/lib/integrations/storage/storage';
import { transaction } from '@/lib/outbox/transaction';
import { lockMaterialTree } from '../lock-material-tree';
import { assertOwnLiveFolder, readResource } from '../resources/resource-fields';
import type { TResource } from '../resources/schemas';
import { uploadKindLabels, uploadKinds } from './file-kinds';
import { resourceFileUrl } from './resource-file-url';
import { ZUploadResourceFields } from './schemas';

/** What the file is, from its first bytes only: an executable named `.pdf` is an executable. */
export async function detectUploadKind(head: Uint8Array) {
  const detected = await fileTypeFromBuffer(head);
  const kind = detected ? uploadKinds[detected.ext as keyof typeof uploadKinds] : undefined;
  if (!kind) {
    throw new ValidationError('The file is not one of the kinds you can upload', [
      { path: 'file', message: `Upload a ${uploadKindLabels} file` },
    ]);
  }
  return kind;
}

/** A file name as shown and offered on download: no path, no control characters, at most 200 characters. */
export const cleanFileName = (name: string, extension: string) => {
  const base = name.split(/[\\/]/).pop()?.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 200);
  return base || `file.${extension}`;
};

/**
 * A resource holding a file of the teacher's own (issue 33 item 3). The streamed upload's fields are
 * checked (400), its kind is decided from its bytes (400 when not an allowed kind), the file is
 * copied to the uploads store under a key made of the teacher's id and a random id (nothing of the
 * request chooses it), then the resource is written (folder checked, 404 when not theirs). Whatever
 * fails, the temporary file goes, and a stored object no row points at is deleted again.
 */
export async function uploadResourceFile({
  teacherId,
  upload,
  meta,
}: {
  teacherId: string;
  upload: StreamedUpload;
  meta?: RequestMeta;
}): Promise<TResource> {
  try {
    const parsed = ZUploadResourceFields.safeParse(upload.fields);
    if (!parsed.success) {
      throw new ValidationError(
        'The request is not valid',
        parsed.error.issues.map((issue) => ({ path: issue.path.join('.') || '(root)', message: issue.message })),
      );
    }
    const kind = await detectUploadKind(upload.head);
    const id = randomUUID();
    const key = `resources/${teacherId}/${id}.${kind.extension}`;
    const files = storage();
    await files.putFile(key, upload.filePath, upload.size, kind.contentType);
    try {
      return await transaction(async (tx) => {
        const folderId = parsed.data.folderId ?? null;
        if (folderId) await lockMaterialTree(tx, teacherId);
        await assertOwnLiveFolder(tx, teacherId, folderId);
        await tx.resource.create({
          data: {
            id,
            teacherId,
            folderId,
            label: parsed.data.title,
            url: resourceFileUrl(id),
            provider: 'link',
            type: parsed.data.type,
            mimeType: kind.contentType,
            fileKey: key,
            fileName: cleanFileName(upload.fileName, kind.extension),
            fileSize: upload.size,
          },
        });
        const resource = await readResource(tx, teacherId, id);
        await recordAudit(tx, {
          teacherId,
          actor: { type: 'teacher', id: teacherId },
          action: 'resource.upload',
          entity: { type: 'resource', id },
          after: { label: resource.label, type: resource.type, mimeType: kind.contentType, fileSize: upload.size },
          request: meta,
        });
        return resource;
      });
    } catch (error) {
      await files.delete(key).catch((cause) => log.warn({ err: cause, key }, 'could not delete an unused upload'));
      throw error;
    }
  } finally {
    await upload.discard();
  }
}
