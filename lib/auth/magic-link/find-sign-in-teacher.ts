import 'server-only';
import { db } from '@/lib/core/db';
import { ZTeacherSlug } from './schemas';

export type SignInTeacher = { name: string; slug: string };

/**
 * The teacher a student sign-in page was opened for (`?teacher=<slug>`), or null. Public facts
 * only (the teacher's page shows the same), so the page may name the teacher and hide the slug field.
 */
export async function findSignInTeacher(slug: string | undefined): Promise<SignInTeacher | null> {
  const parsed = ZTeacherSlug.safeParse(slug);
  if (!parsed.success) return null;
  return db.teacher.findFirst({ where: { slug: parsed.data, deletedAt: null }, select: { name: true, slug: true } });
}
