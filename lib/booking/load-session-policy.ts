import 'server-only';
import type { Prisma } from '@/lib/core/db';
import type { SessionBilling } from './evaluate-cancellation-policy';
import type { EvaluablePolicy } from './policies/policy-types';
import { toPolicyRule } from './policies/rule-rows';

const evaluableSelect = {
  maxReschedules: true,
  minHoursBefore: true,
  noShowAction: true,
  noShowPenaltyPercent: true,
  makeupValidDays: true,
  rules: {
    orderBy: { position: 'asc' },
    select: {
      conditionField: true,
      conditionOperator: true,
      conditionValue: true,
      action: true,
      penaltyPercent: true,
      description: true,
    },
  },
} satisfies Prisma.CancellationPolicySelect;

export type SessionTerms = { policy: EvaluablePolicy | null; billing: SessionBilling };

/**
 * What judges a session's cancel: the policy it follows (its service's, else the teacher's default,
 * else none) and its service's billing (monthly tuition gives make-up credits, decision 0155).
 */
export async function loadSessionTerms(
  tx: Prisma.TransactionClient,
  { teacherId, serviceId }: { teacherId: string; serviceId: string },
): Promise<SessionTerms> {
  const service = await tx.service.findFirst({
    where: { id: serviceId, teacherId },
    select: { billing: true, cancellationPolicy: { select: evaluableSelect } },
  });
  const policy =
    service?.cancellationPolicy ??
    (await tx.cancellationPolicy.findFirst({ where: { teacherId, isDefault: true }, select: evaluableSelect }));
  return {
    policy: policy && { ...policy, rules: policy.rules.map(toPolicyRule) },
    billing: service?.billing ?? 'prepaid',
  };
}

/** The policy a session follows: its service's, else the teacher's default, else none. */
export async function loadSessionPolicy(
  tx: Prisma.TransactionClient,
  session: { teacherId: string; serviceId: string },
): Promise<EvaluablePolicy | null> {
  return (await loadSessionTerms(tx, session)).policy;
}
