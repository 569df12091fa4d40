import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { ConflictError, NotFoundError, ValidationError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { assertOwnReferences } from './assert-own-references';
import type { TTeacherService, TUpdateServiceInput } from './schemas';
import { serviceShapeIssues, withoutInapplicableFields } from './service-shape';
import { ownServiceWhere, teacherServiceSelect, toTeacherService } from './teacher-service-fields';
import { isRecordMissing, isUniqueViolation } from '@/lib/core/prisma-errors';

type UpdateService = { teacherId: string; serviceId: string; input: TUpdateServiceInput; meta?: RequestMeta };

/**
 * Changes any subset of a service's fields (`{ sortOrder }` alone for ordering). `tagIds` replaces
 * the tags. The dimensions are checked on the record as it will be; the status never changes here.
 */
export async function updateService({ teacherId, serviceId, input, meta }: UpdateService): Promise<TTeacherService> {
  const current = await db.service.findFirst({
    where: ownServiceWhere(teacherId, serviceId),
    select: teacherServiceSelect,
  });
  if (!current) throw new NotFoundError('Service');
  const before = toTeacherService(current);
  const { tagIds, ...fields } = input;
  await assertOwnReferences(teacherId, { tagIds, cancellationPolicyId: fields.cancellationPolicyId });

  const merged = { ...before, ...fields };
  const issues = serviceShapeIssues(merged);
  if (issues.length) {
    throw new ValidationError(
      'The request is not valid',
      issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    );
  }
  const shaped = withoutInapplicableFields(merged);
  if (fields.billing && fields.billing !== before.billing) await assertBillingMayChange(teacherId, serviceId);

  try {
    return await transaction(async (tx) => {
      const row = await tx.service.update({
        where: ownServiceWhere(teacherId, serviceId),
        data: {
          ...fields,
          capacity: shaped.capacity,
          billingInterval: shaped.billingInterval,
          priceAmount: shaped.priceAmount,
          meetingUrl: shaped.meetingUrl,
          ...(tagIds ? { tags: { deleteMany: {}, create: tagIds.map((tagId) => ({ tagId })) } } : {}),
        },
        select: teacherServiceSelect,
      });
      const after = toTeacherService(row);
      await recordAudit(tx, {
        teacherId,
        actor: { type: 'teacher', id: teacherId },
        action: 'service.update',
        entity: { type: 'service', id: serviceId },
        before,
        after,
        request: meta,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ConflictError(`The slug "${fields.slug}" is already used by another service`);
    if (isRecordMissing(error)) throw new NotFoundError('Service');
    throw error;
  }
}

/**
 * A service's billing decides what its lessons owe (decision 0132): changing it once a lesson was
 * booked would add already paid lessons to balances, or drop owed ones. Only a service with no
 * lesson and no enrollment but cancelled ones may change it (409 INVALID_STATE; duplicate it).
 */
async function assertBillingMayChange(teacherId: string, serviceId: string) {
  const [session, enrollment] = await Promise.all([
    db.session.findFirst({
      where: { teacherId, serviceId, status: { notIn: ['cancelled', 'rejected', 'expired'] } },
      select: { id: true },
    }),
    db.enrollment.findFirst({
      where: { teacherId, serviceId, status: { notIn: ['cancelled', 'pending_payment'] } },
      select: { id: true },
    }),
  ]);
  if (session || enrollment) {
    throw new ConflictError(
      'Billing cannot change once the service has lessons or enrollments; duplicate the service instead',
      'INVALID_STATE',
    );
  }
}
