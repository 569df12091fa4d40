import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { NotFoundError, PayloadTooLargeError } from '@/lib/core/errors';
import { log } from '@/lib/core/log';
import type { RequestMeta } from '@/lib/core/request-meta';
import { storage } from '@/lib/integrations/storage/storage';
import { transaction } from '@/lib/outbox/transaction';
import type { StorageAdapter } from '@/lib/integrations/storage/storage-adapter';
import { avatarKeyFromUrl, avatarUrlFor, newAvatarKey } from './avatar-key';
import { maxAvatarBytes } from './avatar-rules';
import { detectAvatarType } from './detect-avatar-type';

export type UploadAvatarInput = { teacherId: string; bytes: Uint8Array; request?: RequestMeta };

/** Removing a file nobody points at any more must not fail the request that replaced it. */
async function deleteQuietly(files: StorageAdapter, key: string) {
  try {
    await files.delete(key);
  } catch (error) {
    log.warn({ err: error, key }, 'could not delete an unused avatar');
  }
}

/**
 * Stores a new profile photo for the teacher and points Teacher.avatarUrl at our own serving
 * route. The key comes from the session's teacher id and random bytes only, so nothing in the
 * request (file name included) can choose where the file goes.
 */
export async function uploadAvatar({ teacherId, bytes, request }: UploadAvatarInput): Promise<{ avatarUrl: string }> {
  if (bytes.byteLength > maxAvatarBytes) throw new PayloadTooLargeError(maxAvatarBytes);
  const { contentType, extension } = await detectAvatarType(bytes);
  const teacher = await db.teacher.findFirst({
    where: { id: teacherId, deletedAt: null },
    select: { avatarUrl: true },
  });
  if (!teacher) throw new NotFoundError('Teacher');

  const files = storage();
  const key = newAvatarKey(teacherId, extension);
  await files.put(key, bytes, contentType);
  const avatarUrl = avatarUrlFor(key);
  try {
    await transaction(async (tx) => {
      await tx.teacher.update({ where: { id: teacherId }, data: { avatarUrl } });
      await recordAudit(tx, {
        teacherId,
        actor: { type: 'teacher', id: teacherId },
        action: 'teacher.avatar_update',
        entity: { type: 'teacher', id: teacherId },
        before: { avatarUrl: teacher.avatarUrl },
        after: { avatarUrl },
        metadata: { contentType, bytes: bytes.byteLength },
        request,
      });
    });
  } catch (error) {
    await deleteQuietly(files, key);
    throw error;
  }

  // Only a file we issued to this same teacher is ours to delete (not an identity-provider picture).
  const previous = teacher.avatarUrl ? avatarKeyFromUrl(teacher.avatarUrl) : null;
  if (previous && previous.teacherId === teacherId) await deleteQuietly(files, previous.key);
  return { avatarUrl };
}
