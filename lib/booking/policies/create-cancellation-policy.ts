import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { isUniqueViolation } from '@/lib/core/prisma-errors';
import { ConflictError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import type { PolicyPresetName } from './presets';
import { policySelect, ruleRows, toCancellationPolicy } from './policy-fields';
import type { TCancellationPolicy, TCreatePolicyInput } from './schemas';
import { unsetDefaultPolicy } from './unset-default-policy';

type CreateCancellationPolicy = {
  teacherId: string;
  input: TCreatePolicyInput;
  /** Set by `createPolicyFromPreset` only. */
  preset?: PolicyPresetName;
  meta?: RequestMeta;
};

export const defaultConflict = () =>
  new ConflictError('Another default policy was set at the same time; reload and try again');

/** A new policy with its rules in the order given; `isDefault` takes the default from any other policy. */
export async function createCancellationPolicy({
  teacherId,
  input,
  preset,
  meta,
}: CreateCancellationPolicy): Promise<TCancellationPolicy> {
  const { cancellationRules, noShowAction = 'forfeit', noShowPenaltyPercent, ...fields } = input;
  try {
    return await transaction(async (tx) => {
      if (fields.isDefault) await unsetDefaultPolicy(tx, teacherId);
      const row = await tx.cancellationPolicy.create({
        data: {
          ...fields,
          teacherId,
          preset: preset ?? null,
          noShowAction,
          noShowPenaltyPercent: noShowAction === 'partial_penalty' ? (noShowPenaltyPercent ?? null) : null,
          rules: { createMany: { data: ruleRows(cancellationRules) } },
        },
        select: policySelect,
      });
      const policy = toCancellationPolicy(row);
      await recordAudit(tx, {
        teacherId,
        actor: { type: 'teacher', id: teacherId },
        action: 'cancellation_policy.create',
        entity: { type: 'cancellation_policy', id: policy.id },
        after: policy,
        request: meta,
      });
      return policy;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw defaultConflict();
    throw error;
  }
}
