import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { isUniqueViolation } from '@/lib/core/prisma-errors';
import { NotFoundError, ValidationError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { defaultConflict } from './create-cancellation-policy';
import { ownPolicyWhere, policySelect, ruleRows, toCancellationPolicy } from './policy-fields';
import { noShowIssues, type TCancellationPolicy, type TUpdatePolicyInput } from './schemas';
import { unsetDefaultPolicy } from './unset-default-policy';

type UpdateCancellationPolicy = {
  teacherId: string;
  policyId: string;
  input: TUpdatePolicyInput;
  meta?: RequestMeta;
};

/**
 * Changes any subset of a policy in one transaction. `cancellationRules` replaces every rule (and clears
 * `preset`: the policy no longer is the preset); `isDefault: true` takes the default from the
 * teacher's other policy in the same transaction.
 */
export async function updateCancellationPolicy({
  teacherId,
  policyId,
  input,
  meta,
}: UpdateCancellationPolicy): Promise<TCancellationPolicy> {
  const { cancellationRules: rules, ...fields } = input;
  try {
    return await transaction(async (tx) => {
      const current = await tx.cancellationPolicy.findFirst({
        where: ownPolicyWhere(teacherId, policyId),
        select: policySelect,
      });
      if (!current) throw new NotFoundError('Cancellation policy');
      const noShowAction = fields.noShowAction ?? current.noShowAction;
      const noShowPenaltyPercent =
        fields.noShowPenaltyPercent !== undefined ? fields.noShowPenaltyPercent : current.noShowPenaltyPercent;
      const issues = noShowIssues({ noShowAction, noShowPenaltyPercent });
      if (issues.length) {
        throw new ValidationError(
          'The request is not valid',
          issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
        );
      }
      if (fields.isDefault) await unsetDefaultPolicy(tx, teacherId, policyId);
      if (rules) await tx.cancellationRule.deleteMany({ where: { policyId } });
      const updated = await tx.cancellationPolicy.update({
        where: { id: policyId },
        data: {
          ...fields,
          noShowPenaltyPercent: noShowAction === 'partial_penalty' ? noShowPenaltyPercent : null,
          ...(rules ? { preset: null, rules: { createMany: { data: ruleRows(rules) } } } : {}),
        },
        select: policySelect,
      });
      const after = toCancellationPolicy(updated);
      await recordAudit(tx, {
        teacherId,
        actor: { type: 'teacher', id: teacherId },
        action: 'cancellation_policy.update',
        entity: { type: 'cancellation_policy', id: policyId },
        before: toCancellationPolicy(current),
        after,
        request: meta,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw defaultConflict();
    throw error;
  }
}
