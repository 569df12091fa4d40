import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { createWithFreeSlug, slugSeries } from './create-with-free-slug';
import type { TTeacherService } from './schemas';
import { ownServiceWhere, teacherServiceSelect, toTeacherService } from './teacher-service-fields';

const copyMarker = ' (copy)';
const maxNameLength = 120;

type DuplicateService = { teacherId: string; serviceId: string; meta?: RequestMeta };

/**
 * A draft copy of a service: every field, its tags and its course schedule, except the id, the
 * status (draft), the name (" (copy)" added) and the slug (`<slug>-copy`, `-copy-2`...; distinct
 * even when two copies are made at the same moment).
 */
export async function duplicateService({ teacherId, serviceId, meta }: DuplicateService): Promise<TTeacherService> {
  const source = await db.service.findFirst({
    where: ownServiceWhere(teacherId, serviceId),
    select: {
      ...teacherServiceSelect,
      scheduleItems: {
        orderBy: { sequence: 'asc' },
        select: { sequence: true, type: true, title: true, description: true, durationMinutes: true, isOptional: true },
      },
    },
  });
  if (!source) throw new NotFoundError('Service');
  const { id: _id, status: _status, slug, name, tags, scheduleItems, createdAt: _c, updatedAt: _u, ...fields } = source;

  // One transaction per attempt: a slug taken meanwhile aborts it, and the next attempt starts afresh.
  return createWithFreeSlug(teacherId, slugSeries(slug, 'copy'), (copySlug) =>
    transaction(async (tx) => {
      const row = await tx.service.create({
        data: {
          ...fields,
          teacherId,
          status: 'draft',
          slug: copySlug,
          name: `${name.slice(0, maxNameLength - copyMarker.length)}${copyMarker}`,
          tags: { create: tags.map(({ tagId }) => ({ tagId })) },
          scheduleItems: { create: scheduleItems.map((item) => ({ ...item, teacherId })) },
        },
        select: teacherServiceSelect,
      });
      const copy = toTeacherService(row);
      await recordAudit(tx, {
        teacherId,
        actor: { type: 'teacher', id: teacherId },
        action: 'service.duplicate',
        entity: { type: 'service', id: copy.id },
        after: copy,
        metadata: { sourceServiceId: serviceId, scheduleItems: scheduleItems.length },
        request: meta,
      });
      return copy;
    }),
  );
}
