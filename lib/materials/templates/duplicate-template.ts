import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { lockMaterialTree } from '../lock-material-tree';
import { getTemplate } from './get-template';
import { maxTemplateNameLength, type TTemplateDetail } from './schemas';

const copySuffix = ' (copy)';

/** "<name> (copy)", cut so that it fits the name limit. */
export const copyName = (name: string) =>
  `${name.slice(0, maxTemplateNameLength - copySuffix.length)}${copySuffix}`;

/**
 * POST /:id/duplicate: a new template "<name> (copy)" in the same folder with the same fields and
 * tags and every `template_resources` link at the same position (links to trashed resources too,
 * so restoring one brings it back on both). The copy starts at usage 0, version 1. 404 when the
 * template is not the teacher's live one.
 */
export async function duplicateTemplate({
  teacherId,
  templateId,
  meta,
}: {
  teacherId: string;
  templateId: string;
  meta?: RequestMeta;
}): Promise<TTemplateDetail> {
  return transaction(async (tx) => {
    // The copy goes into the source's folder: that folder cannot go to the trash meanwhile.
    await lockMaterialTree(tx, teacherId);
    const source = await tx.lessonTemplate.findFirst({
      where: { id: templateId, teacherId, deletedAt: null },
      select: {
        name: true,
        description: true,
        categories: true,
        defaultNotes: true,
        defaultSummary: true,
        meetLink: true,
        folderId: true,
        sortOrder: true,
        tags: { select: { tagId: true } },
        resources: { select: { resourceId: true, position: true } },
      },
    });
    if (!source) throw new NotFoundError('Template');
    const { tags, resources, name, ...fields } = source;
    const copy = await tx.lessonTemplate.create({
      data: {
        teacherId,
        ...fields,
        name: copyName(name),
        tags: { create: tags.map(({ tagId }) => ({ tagId })) },
        resources: { create: resources.map(({ resourceId, position }) => ({ resourceId, position })) },
      },
      select: { id: true },
    });
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'template.duplicate',
      entity: { type: 'template', id: copy.id },
      metadata: { sourceId: templateId, links: resources.length },
      request: meta,
    });
    return getTemplate({ teacherId, templateId: copy.id }, tx);
  });
}
