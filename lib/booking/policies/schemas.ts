/**
 * Zod schemas of cancellation policies: request inputs (client-safe, shared with a policy editor)
 * and the response shape.
 */
import { z } from 'zod';
import {
  NoShowAction,
  PolicyAction,
  PolicyConditionField,
  PolicyConditionOperator,
  PolicyPreset,
} from '@/generated/prisma/enums';
import { ZPagination } from '@/lib/core/pagination';

export const maxRulesPerPolicy = 20;

const ZPercent = z.number().int().min(1).max(100);

export const ZPolicyRuleInput = z
  .object({
    conditionField: z.enum(PolicyConditionField),
    conditionOperator: z.enum(PolicyConditionOperator),
    /** Hours (may be negative: after the start) or a count. */
    conditionValue: z.number().int().min(-8760).max(8760),
    action: z.enum(PolicyAction),
    /** Required for `partial_penalty`, refused for every other action. */
    penaltyPercent: ZPercent.nullable().optional(),
    description: z.string().trim().max(500).nullable().optional(),
  })
  .strict()
  .superRefine((rule, ctx) => {
    if (rule.action === 'partial_penalty' && rule.penaltyPercent == null) {
      ctx.addIssue({ code: 'custom', path: ['penaltyPercent'], message: 'A partial penalty needs its percent' });
    }
    if (rule.action !== 'partial_penalty' && rule.penaltyPercent != null) {
      ctx.addIssue({ code: 'custom', path: ['penaltyPercent'], message: 'Only a partial penalty has a percent' });
    }
  });
export type TPolicyRuleInput = z.infer<typeof ZPolicyRuleInput>;

export const ZPolicyFields = z
  .object({
    name: z.string().trim().min(1).max(120),
    isDefault: z.boolean(),
    /** Evaluated in this order; the first matching rule wins (spec: `cancellationRules`). */
    cancellationRules: z.array(ZPolicyRuleInput).max(maxRulesPerPolicy),
    /** null: unlimited. */
    maxReschedules: z.number().int().min(0).max(100).nullable(),
    /** null: any time before the session. */
    minHoursBefore: z.number().int().min(0).max(8760).nullable(),
    noShowAction: z.enum(NoShowAction),
    /** Required when noShowAction is `partial_penalty`; stored null for `forfeit`. */
    noShowPenaltyPercent: ZPercent.nullable(),
  })
  .strict();

type NoShowShape = { noShowAction?: NoShowAction; noShowPenaltyPercent?: number | null };

/** The no-show rule between two fields, checked on the record as it will be. */
export function noShowIssues(values: NoShowShape) {
  return values.noShowAction === 'partial_penalty' && values.noShowPenaltyPercent == null
    ? [{ path: ['noShowPenaltyPercent'], message: 'A partial no-show penalty needs its percent' }]
    : [];
}

/** POST /api/teacher/cancellation-policies: a name and the rules (possibly none). */
export const ZCreatePolicyInput = ZPolicyFields.partial()
  .required({ name: true, cancellationRules: true })
  .superRefine((values, ctx) => {
    for (const issue of noShowIssues(values)) ctx.addIssue({ code: 'custom', ...issue });
  });
export type TCreatePolicyInput = z.infer<typeof ZCreatePolicyInput>;

/** PATCH /api/teacher/cancellation-policies/:id: any subset; `cancellationRules` replaces every rule. */
export const ZUpdatePolicyInput = ZPolicyFields.partial();
export type TUpdatePolicyInput = z.infer<typeof ZUpdatePolicyInput>;

export const ZCreateFromPresetInput = z
  .object({
    preset: z.enum(PolicyPreset),
    /** Defaults to the preset's name. */
    name: z.string().trim().min(1).max(120).optional(),
    isDefault: z.boolean().optional(),
  })
  .strict();
export type TCreateFromPresetInput = z.infer<typeof ZCreateFromPresetInput>;

export const ZPolicyIdParams = z.object({ id: z.uuid() }).strict();

export const ZListPoliciesQuery = ZPagination.strict();
export type TListPoliciesQuery = z.infer<typeof ZListPoliciesQuery>;

// ---- Output ----

export const ZPolicyRule = z.object({
  id: z.uuid(),
  position: z.number().int(),
  conditionField: z.enum(PolicyConditionField),
  conditionOperator: z.enum(PolicyConditionOperator),
  conditionValue: z.number().int(),
  action: z.enum(PolicyAction),
  penaltyPercent: z.number().int().nullable(),
  description: z.string().nullable(),
});

export const ZCancellationPolicy = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The preset it was created from; null once its rules were edited, or when built by hand. */
  preset: z.enum(PolicyPreset).nullable(),
  isDefault: z.boolean(),
  /** In evaluation order (position ascending). */
  cancellationRules: z.array(ZPolicyRule),
  maxReschedules: z.number().int().nullable(),
  minHoursBefore: z.number().int().nullable(),
  noShowAction: z.enum(NoShowAction),
  noShowPenaltyPercent: z.number().int().nullable(),
  /** Live services of the teacher that use this policy. */
  serviceIds: z.array(z.uuid()),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TCancellationPolicy = z.infer<typeof ZCancellationPolicy>;
