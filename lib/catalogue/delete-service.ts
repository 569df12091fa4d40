import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { ConflictError, NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { ownServiceWhere } from './teacher-service-fields';

type DeleteService = { teacherId: string; serviceId: string; meta?: RequestMeta; now?: Date };

/**
 * Soft-deletes a draft (any other status: 409 INVALID_STATE). A draft was never public, so its
 * slug is released (renamed `<slug>--deleted-<id prefix>`) and can be used by a new service.
 */
export async function deleteService({ teacherId, serviceId, meta, now = new Date() }: DeleteService): Promise<void> {
  const current = await db.service.findFirst({
    where: ownServiceWhere(teacherId, serviceId),
    select: { status: true, slug: true },
  });
  if (!current) throw new NotFoundError('Service');
  const releasedSlug = `${current.slug}--deleted-${serviceId.slice(0, 8)}`;
  await transaction(async (tx) => {
    const { count } = await tx.service.updateMany({
      where: { ...ownServiceWhere(teacherId, serviceId), status: 'draft' },
      data: { deletedAt: now, slug: releasedSlug },
    });
    if (count === 0) {
      const after = await tx.service.findFirst({
        where: ownServiceWhere(teacherId, serviceId),
        select: { status: true },
      });
      if (!after) throw new NotFoundError('Service');
      throw new ConflictError(
        `Only drafts can be deleted (this service is ${after.status}); archive it instead`,
        'INVALID_STATE',
      );
    }
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'service.delete',
      entity: { type: 'service', id: serviceId },
      before: { status: 'draft', slug: current.slug, deletedAt: null },
      after: { status: 'draft', slug: releasedSlug, deletedAt: now },
      request: meta,
    });
  });
}
