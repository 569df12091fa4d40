import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import {
  describeNoShow as noShowIn,
  describeReschedules as reschedulesIn,
} from '@/components/booking/policies/policy-labels';
import english from '@/messages/en/teacherPolicies.json';
import {
  emptyPolicyValues,
  newRuleRow,
  policyPatchOf,
  policyValuesOf,
  toPolicyInput,
} from '@/components/booking/policies/policy-form-values';
import { isPolicyFieldPath, policyResolver } from '@/components/booking/policies/policy-resolver';
import { ZCreatePolicyInput, type TCancellationPolicy } from '@/lib/booking/policies/schemas';

// In English, from the catalogue (the policy card passes the reader's translator).
const t = createTranslator({ locale: 'en', messages: { teacherPolicies: english }, namespace: 'teacherPolicies' });
const say = (key: string, values?: Record<string, string | number>) => t(key as never, values as never);
const describeReschedules = (policy: Parameters<typeof reschedulesIn>[0]) => reschedulesIn(policy, say);
const describeNoShow = (policy: Parameters<typeof noShowIn>[0]) => noShowIn(policy, say);

const policy: TCancellationPolicy = {
  id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
  name: 'Relaxed 1:1',
  preset: 'individual_relaxed',
  isDefault: true,
  makeupValidDays: 60,
  cancellationRules: [
    {
      id: '7a1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
      position: 0,
      condition: { field: 'hours_before_session', operator: 'gte', value: 2 },
      action: 'partial_penalty',
      penaltyPercent: 50,
      description: '2 to 24 hours ahead: 50 % penalty',
    },
    {
      id: '8a1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
      position: 1,
      condition: { field: 'hours_before_session', operator: 'lt', value: 2 },
      action: 'forfeit',
      penaltyPercent: null,
      description: null,
    },
  ],
  maxReschedules: 2,
  minHoursBefore: 12,
  noShowAction: 'forfeit',
  noShowPenaltyPercent: null,
  serviceIds: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

describe('policy form values', () => {
  it('round-trips a policy into a body the API schema accepts', () => {
    const input = toPolicyInput(policyValuesOf(policy));
    expect(input).toEqual({
      name: 'Relaxed 1:1',
      isDefault: true,
      cancellationRules: policy.cancellationRules.map(({ id: _id, position: _position, ...rule }) => rule),
      maxReschedules: 2,
      minHoursBefore: 12,
      noShowAction: 'forfeit',
      noShowPenaltyPercent: null,
      makeupValidDays: 60,
    });
    expect(ZCreatePolicyInput.safeParse(input).success).toBe(true);
  });

  it('reads empty limits as unlimited and drops a percent its action does not use', () => {
    const input = toPolicyInput({
      ...emptyPolicyValues(),
      name: 'Mine',
      cancellationRules: [
        {
          ...newRuleRow(),
          condition: { field: 'hours_before_session', operator: 'lt', value: '-3' },
          action: 'block',
          penaltyPercent: '40',
          description: '  ',
        },
      ],
      noShowAction: 'forfeit',
      noShowPenaltyPercent: '30',
    });
    expect(input).toMatchObject({ maxReschedules: null, minHoursBefore: null, noShowPenaltyPercent: null });
    expect(input.cancellationRules[0]).toMatchObject({
      condition: { field: 'hours_before_session', operator: 'lt', value: -3 },
      penaltyPercent: null,
      description: null,
    });
    expect(ZCreatePolicyInput.safeParse(input).success).toBe(true);
  });

  it('reports missing percents and bad numbers on form fields at the first submit', async () => {
    const values = {
      ...emptyPolicyValues(),
      name: 'Mine',
      cancellationRules: [
        {
          ...newRuleRow(),
          condition: { field: 'hours_before_session' as const, operator: 'lt' as const, value: 'soon' },
        },
        { ...newRuleRow(), action: 'partial_penalty' as const, penaltyPercent: '' },
      ],
      maxReschedules: '1.5',
      noShowAction: 'partial_penalty' as const,
    };
    // Zod alone misses the no-show percent: the policy's refinement waits for a valid object.
    const zodPaths = ZCreatePolicyInput.safeParse(toPolicyInput(values)).error?.issues.map((i) => i.path.join('.'));
    expect(zodPaths?.sort()).toEqual([
      'cancellationRules.0.condition.value',
      'cancellationRules.1.penaltyPercent',
      'maxReschedules',
    ]);
    const { errors } = await policyResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(errors.maxReschedules?.message).toBe('Enter a number');
    expect(errors.cancellationRules?.[0]?.condition?.value?.message).toBe('Enter a number');
    expect(errors.cancellationRules?.[1]?.penaltyPercent?.message).toBe('A partial penalty needs its percent');
    expect(errors.noShowPenaltyPercent?.message).toBe('A partial no-show penalty needs its percent');
    for (const path of [
      'cancellationRules.1.penaltyPercent',
      'noShowPenaltyPercent',
      'cancellationRules.0.condition.value',
    ]) {
      expect(isPolicyFieldPath(path)).toBe(true);
    }
  });

  it('sends each rule with its condition as one object, the spec shape', () => {
    const [first] = toPolicyInput(policyValuesOf(policy)).cancellationRules;
    expect(first).toEqual({
      condition: { field: 'hours_before_session', operator: 'gte', value: 2 },
      action: 'partial_penalty',
      penaltyPercent: 50,
      description: '2 to 24 hours ahead: 50 % penalty',
    });
  });

  it('leaves the rules out of an edit that did not touch them, so the preset is kept', () => {
    const renamed = { ...toPolicyInput(policyValuesOf(policy)), name: 'Relaxed' };
    expect(policyPatchOf(renamed, policy)).not.toHaveProperty('cancellationRules');
    const reordered = toPolicyInput(policyValuesOf(policy));
    reordered.cancellationRules.reverse();
    expect(policyPatchOf(reordered, policy).cancellationRules).toHaveLength(2);
  });

  it('words reschedule limits and the no-show policy', () => {
    expect(describeReschedules(policy)).toBe('Up to 2 reschedules, at least 12 hours before');
    expect(describeReschedules({ maxReschedules: 0, minHoursBefore: 48 })).toBe('No reschedules');
    expect(describeReschedules({ maxReschedules: null, minHoursBefore: null })).toBe(
      'Unlimited reschedules, any time before the session',
    );
    expect(describeNoShow(policy)).toBe('No-show: forfeit');
    expect(describeNoShow({ noShowAction: 'partial_penalty', noShowPenaltyPercent: 50 })).toBe('No-show: 50% penalty');
  });
});
