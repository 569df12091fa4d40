import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { ConflictError, NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { assertOwnReferences } from './assert-own-references';
import { createWithFreeSlug, slugSeries } from './create-with-free-slug';
import type { TCreateServiceInput, TTeacherService } from './schemas';
import { withoutInapplicableFields } from './service-shape';
import { slugify } from '@/lib/core/slugify';
import { teacherServiceSelect, toTeacherService } from './teacher-service-fields';
import { isUniqueViolation } from '@/lib/core/prisma-errors';

type CreateService = { teacherId: string; input: TCreateServiceInput; meta?: RequestMeta };

/**
 * A new draft service. The currency defaults to the teacher's, the slug to the name (made unique),
 * the sort order to the end of the list. A slug given and already used is refused (409).
 */
export async function createService({ teacherId, input, meta }: CreateService): Promise<TTeacherService> {
  const teacher = await db.teacher.findFirst({
    where: { id: teacherId, deletedAt: null },
    select: { defaultCurrency: true },
  });
  if (!teacher) throw new NotFoundError('Teacher');
  const { tagIds = [], slug, ...fields } = withoutInapplicableFields(input);
  await assertOwnReferences(teacherId, { tagIds, cancellationPolicyId: fields.cancellationPolicyId });
  const sortOrder = fields.sortOrder ?? (await nextSortOrder(teacherId));

  // One transaction per attempt: a slug taken meanwhile aborts it, and the next attempt starts afresh.
  const insert = (chosenSlug: string) =>
    transaction(async (tx) => {
      const row = await tx.service.create({
        data: {
          ...fields,
          teacherId,
          slug: chosenSlug,
          status: 'draft',
          currency: fields.currency ?? teacher.defaultCurrency,
          sortOrder,
          tags: { create: tagIds.map((tagId) => ({ tagId })) },
        },
        select: teacherServiceSelect,
      });
      const service = toTeacherService(row);
      await recordAudit(tx, {
        teacherId,
        actor: { type: 'teacher', id: teacherId },
        action: 'service.create',
        entity: { type: 'service', id: service.id },
        after: service,
        request: meta,
      });
      return service;
    });

  if (!slug) return createWithFreeSlug(teacherId, slugSeries(slugify(fields.name)), insert);
  try {
    return await insert(slug);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(`The slug "${slug}" is already used by another service`);
    throw error;
  }
}

async function nextSortOrder(teacherId: string) {
  const { _max } = await db.service.aggregate({
    where: { teacherId, deletedAt: null },
    _max: { sortOrder: true },
  });
  return _max.sortOrder === null ? 0 : _max.sortOrder + 1;
}
