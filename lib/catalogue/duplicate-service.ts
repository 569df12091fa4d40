import 'server-only';
import { writeAudit } from '@/lib/audit/write-audit';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
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

  const row = await createWithFreeSlug(teacherId, slugSeries(slug, 'copy'), (copySlug) =>
    db.service.create({
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
    }),
  );

  const copy = toTeacherService(row);
  writeAudit({
    teacherId,
    actor: { type: 'teacher', id: teacherId },
    action: 'service.duplicate',
    entity: { type: 'service', id: copy.id },
    after: copy,
    metadata: { sourceServiceId: serviceId, scheduleItems: scheduleItems.length },
    request: meta,
  });
  return copy;
}
