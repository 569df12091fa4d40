import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import type { TTemplateResourceList } from './schemas';
import { loadTemplateResources } from './template-json';

/** GET /:id/resources: the live resources of a live template of the teacher, in position order. */
export async function listTemplateResources({
  teacherId,
  templateId,
}: {
  teacherId: string;
  templateId: string;
}): Promise<TTemplateResourceList> {
  const [template, data] = await Promise.all([
    db.lessonTemplate.findFirst({ where: { id: templateId, teacherId, deletedAt: null }, select: { id: true } }),
    loadTemplateResources(db, { teacherId, templateId }),
  ]);
  if (!template) throw new NotFoundError('Template');
  return { data };
}
