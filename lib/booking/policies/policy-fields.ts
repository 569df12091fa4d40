import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { conditionColumns, toPolicyRule } from './rule-rows';
import type { TCancellationPolicy, TPolicyRuleInput } from './schemas';

export const policySelect = {
  id: true,
  name: true,
  preset: true,
  isDefault: true,
  maxReschedules: true,
  minHoursBefore: true,
  noShowAction: true,
  noShowPenaltyPercent: true,
  makeupValidDays: true,
  createdAt: true,
  updatedAt: true,
  rules: {
    orderBy: { position: 'asc' },
    select: {
      id: true,
      position: true,
      conditionField: true,
      conditionOperator: true,
      conditionValue: true,
      action: true,
      penaltyPercent: true,
      description: true,
    },
  },
  services: { where: { deletedAt: null }, select: { id: true }, orderBy: { id: 'asc' } },
} satisfies Prisma.CancellationPolicySelect;

type PolicyRow = Prisma.CancellationPolicyGetPayload<{ select: typeof policySelect }>;

export const ownPolicyWhere = (teacherId: string, policyId: string) => ({ id: policyId, teacherId });

/** The stored `rules` relation is the spec's `cancellationRules` in every answer, each with its `condition`. */
export function toCancellationPolicy({
  services,
  rules,
  createdAt,
  updatedAt,
  ...row
}: PolicyRow): TCancellationPolicy {
  return {
    ...row,
    cancellationRules: rules.map(toPolicyRule),
    serviceIds: services.map((service) => service.id),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/** Rule rows for a nested `createMany`, positioned in the order given. */
export const ruleRows = (rules: TPolicyRuleInput[]) =>
  rules.map((rule, position) => ({
    position,
    ...conditionColumns(rule),
    action: rule.action,
    penaltyPercent: rule.action === 'partial_penalty' ? (rule.penaltyPercent ?? null) : null,
    description: rule.description ?? null,
  }));
