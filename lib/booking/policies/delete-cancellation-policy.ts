import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { ownPolicyWhere } from './policy-fields';

/**
 * Deletes a policy and its rules. A policy in use is detached, not refused: its services get no
 * policy (`cancellationPolicyId` null, the foreign key's ON DELETE SET NULL), so they follow the
 * teacher's default policy from then on. Sessions already cancelled keep their recorded outcome.
 * The detached service ids are kept in the audit entry.
 */
export async function deleteCancellationPolicy({
  teacherId,
  policyId,
  meta,
}: {
  teacherId: string;
  policyId: string;
  meta?: RequestMeta;
}) {
  await transaction(async (tx) => {
    const current = await tx.cancellationPolicy.findFirst({
      where: ownPolicyWhere(teacherId, policyId),
      select: { name: true, isDefault: true, services: { select: { id: true } } },
    });
    if (!current) throw new NotFoundError('Cancellation policy');
    const { count } = await tx.cancellationPolicy.deleteMany({ where: ownPolicyWhere(teacherId, policyId) });
    if (count === 0) throw new NotFoundError('Cancellation policy');
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'cancellation_policy.delete',
      entity: { type: 'cancellation_policy', id: policyId },
      before: { name: current.name, isDefault: current.isDefault },
      metadata: { detachedServiceIds: current.services.map((service) => service.id) },
      request: meta,
    });
  });
}
