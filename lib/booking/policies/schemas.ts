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

/** Hours (may be negative: after the start) or a count. */
const ZConditionValue = z.number().int().min(-8760).max(8760);

/** Spec: a rule "has a condition": `<field> <operator> <value>`, e.g. hours_before_session lt 24. */
export const ZRuleCondition = z
  .object({
    field: z.enum(PolicyConditionField),
    operator: z.enum(PolicyConditionOperator),
    value: ZConditionValue.meta({
      description: 'Hours before the session (negative: after its start) or a count, by `field`',
    }),
  })
  .strict();

const deprecatedFlat = (name: string) => ({
  deprecated: true,
  description: `Deprecated, accepted for one release: send \`condition.${name}\` instead. Never in answers.`,
});

const flatConditionNames = ['conditionField', 'conditionOperator', 'conditionValue'] as const;

/**
 * A rule as a client sends it: `condition: { field, operator, value }`, an action and an optional
 * description. The flat `conditionField` / `conditionOperator` / `conditionValue` of earlier releases
 * is still accepted (deprecated, for one release; docs/decisions/0066-spec-shaped-bodies.md) and
 * turned into `condition`; a rule mixing both forms is refused.
 */
export const ZPolicyRuleInput = z
  .object({
    condition: ZRuleCondition.optional(),
    conditionField: z.enum(PolicyConditionField).optional().meta(deprecatedFlat('field')),
    conditionOperator: z.enum(PolicyConditionOperator).optional().meta(deprecatedFlat('operator')),
    conditionValue: ZConditionValue.optional().meta(deprecatedFlat('value')),
    action: z.enum(PolicyAction),
    /** Required for `partial_penalty`, refused for every other action. */
    penaltyPercent: ZPercent.nullable().optional(),
    description: z.string().trim().max(500).nullable().optional(),
  })
  .strict()
  .meta({
    description:
      'A rule: `condition` ({ field, operator, value }), `action` and an optional `description`. The flat ' +
      '`conditionField`, `conditionOperator` and `conditionValue` are deprecated: accepted instead of `condition` ' +
      'for one release, never together with it; answers carry only `condition`.',
  })
  .superRefine((rule, ctx) => {
    const flat = flatConditionNames.filter((name) => rule[name] !== undefined);
    if (rule.condition && flat.length) {
      for (const name of flat) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'Send the condition once, as `condition`' });
      }
    } else if (!rule.condition && flat.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['condition'], message: 'A rule needs its condition' });
    } else if (!rule.condition) {
      for (const name of flatConditionNames.filter((name) => rule[name] === undefined)) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'Required with the other flat condition fields' });
      }
    }
    if (rule.action === 'partial_penalty' && rule.penaltyPercent == null) {
      ctx.addIssue({ code: 'custom', path: ['penaltyPercent'], message: 'A partial penalty needs its percent' });
    }
    if (rule.action !== 'partial_penalty' && rule.penaltyPercent != null) {
      ctx.addIssue({ code: 'custom', path: ['penaltyPercent'], message: 'Only a partial penalty has a percent' });
    }
  })
  .transform(({ condition, conditionField, conditionOperator, conditionValue, ...rule }) => ({
    ...rule,
    // The refinement above guarantees one complete form.
    condition: condition ?? { field: conditionField!, operator: conditionOperator!, value: conditionValue! },
  }));
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
    /** Days a make-up credit given under this policy stays bookable (monthly tuition, decision 0155); default 60. */
    makeupValidDays: z.number().int().min(1).max(365),
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
  condition: ZRuleCondition,
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
  /** Days a make-up credit stays bookable (decision 0155). */
  makeupValidDays: z.number().int(),
  /** Live services of the teacher that use this policy. */
  serviceIds: z.array(z.uuid()),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TCancellationPolicy = z.infer<typeof ZCancellationPolicy>;
