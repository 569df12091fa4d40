import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError, ValidationError } from '@/lib/core/errors';
import { issueDeletionToken } from './deletion-token';
import type { TDeleteAccountConfirmation } from './schemas';

/**
 * Step 1 of account deletion: the slug typed must be the teacher's own (case aside). Answers the
 * token that step 2 must present within 10 minutes. Nothing changes yet.
 */
export async function confirmAccountDeletion({
  teacherId,
  slug,
  now = new Date(),
}: {
  teacherId: string;
  slug: string;
  now?: Date;
}): Promise<TDeleteAccountConfirmation> {
  const teacher = await db.teacher.findFirst({ where: { id: teacherId, deletedAt: null }, select: { slug: true } });
  if (!teacher) throw new NotFoundError('Teacher');
  if (slug.trim().toLowerCase() !== teacher.slug.toLowerCase()) {
    throw new ValidationError('The address typed is not your page address', [
      { path: 'slug', message: `Type ${teacher.slug} to confirm` },
    ]);
  }
  const { confirmationToken, expiresAt } = issueDeletionToken(teacherId, now);
  return { confirmationToken, expiresAt: expiresAt.toISOString() };
}
