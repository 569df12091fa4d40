import 'server-only';
import type { Prisma } from '@/lib/core/db';
import type { EvaluablePolicy } from './policies/policy-types';
import { toPolicyRule } from './policies/rule-rows';

const evaluableSelect = {
  maxReschedules: true,
  minHoursBefore: true,
  noShowAction: true,
  noShowPenaltyPercent: true,
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

/** The policy a session follows: its service's, else the teacher's default, else none. */
export async function loadSessionPolicy(
  tx: Prisma.TransactionClient,
  { teacherId, serviceId }: { teacherId: string; serviceId: string },
): Promise<EvaluablePolicy | null> {
  const service = await tx.service.findFirst({
    where: { id: serviceId, teacherId },
    select: { cancellationPolicy: { select: evaluableSelect } },
  });
  const policy =
    service?.cancellationPolicy ??
    (await tx.cancellationPolicy.findFirst({ where: { teacherId, isDefault: true }, select: evaluableSelect }));
  return policy && { ...policy, rules: policy.rules.map(toPolicyRule) };
}
