import 'server-only';
import { db } from '@/lib/core/db';
import { reservedTeacherSlugs } from '@/lib/auth/reserved-teacher-slugs';
import { ZTeacherSlug, slugMessages, type TTeacherSlugCheckResult } from './profile-schemas';

/**
 * Whether `slug` can become this teacher's public address. The teacher's own slug is available to
 * them; a malformed or reserved one is not (with the reason); every teacher row counts, deleted ones
 * included, because the unique index does. The slug is judged as sent: "Demo" is invalid, not "demo".
 */
export async function checkTeacherSlug({
  teacherId,
  slug,
}: {
  teacherId: string;
  slug: string;
}): Promise<TTeacherSlugCheckResult> {
  const parsed = ZTeacherSlug.safeParse(slug);
  if (!parsed.success || parsed.data !== slug) {
    const message = parsed.success
      ? slugMessages.characters
      : (parsed.error.issues[0]?.message ?? slugMessages.characters);
    const reason = reservedTeacherSlugs.has(slug) ? 'reserved' : 'invalid';
    return { slug, available: false, reason, message };
  }
  const holder = await db.teacher.findFirst({ where: { slug, id: { not: teacherId } }, select: { id: true } });
  return holder
    ? { slug, available: false, reason: 'taken', message: slugMessages.taken }
    : { slug, available: true, reason: null, message: null };
}
