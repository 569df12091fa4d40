import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { listCurrentLegalDocuments } from './list-current-legal-documents';

/** GET /api/public/:slug/legal-documents: what a visitor reads (and accepts) before enrolling. */
export async function getPublicLegalDocuments(teacherSlug: string) {
  const teacher = await db.teacher.findFirst({ where: { slug: teacherSlug, deletedAt: null }, select: { id: true } });
  if (!teacher) throw new NotFoundError('Teacher');
  return { data: await listCurrentLegalDocuments(teacher.id) };
}
