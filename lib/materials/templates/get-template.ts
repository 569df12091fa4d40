import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import type { Prisma } from '@/lib/core/db';
import type { TTemplateDetail } from './schemas';
import { loadTemplateResources, templateJsonSelect, toTemplateJson } from './template-json';

/** One live template of the teacher with its live resources in position order; 404 otherwise. */
export async function getTemplate(
  { teacherId, templateId }: { teacherId: string; templateId: string },
  client: Prisma.TransactionClient = db,
): Promise<TTemplateDetail> {
  const [row, resources] = await Promise.all([
    client.lessonTemplate.findFirst({
      where: { id: templateId, teacherId, deletedAt: null },
      select: templateJsonSelect,
    }),
    loadTemplateResources(client, { teacherId, templateId }),
  ]);
  if (!row) throw new NotFoundError('Template');
  return { ...toTemplateJson(row), resources };
}
