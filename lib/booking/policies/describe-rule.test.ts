import { readFileSync } from 'node:fs';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { PolicyAction, PolicyConditionField, PolicyConditionOperator } from '@/generated/prisma/enums';
import { locales, type Locale } from '@/lib/core/locale';
import english from '@/messages/en/teacherPolicies.json';
import { describeRule as describe_ } from './describe-rule';
import { policyPresets } from './presets';

// In English, from the catalogue (the policy pages pass the reader's translator).
const t = createTranslator({
  locale: 'en',
  messages: { teacherPolicies: english },
  namespace: 'teacherPolicies.describe',
});
const describeRule = (rule: Parameters<typeof describe_>[0]) =>
  describe_(rule, (key, values) => t(key as never, values as never));

const catalogue = (locale: Locale) => JSON.parse(readFileSync(`messages/${locale}/teacherPolicies.json`, 'utf8'));

const hours = (operator: 'lt' | 'lte' | 'gt' | 'gte' | 'eq', value: number) => ({
  condition: { field: 'hours_before_session' as const, operator, value },
});

describe('describeRule', () => {
  it('words hours before a session with each operator', () => {
    expect(describeRule({ ...hours('lt', 24), action: 'forfeit' })).toBe('Less than 24 hours before: forfeit');
    expect(describeRule({ ...hours('lte', 12), action: 'forfeit' })).toBe('12 hours or less before: forfeit');
    expect(describeRule({ ...hours('gt', 48), action: 'full_refund' })).toBe('More than 48 hours before: full refund');
    expect(describeRule({ ...hours('gte', 24), action: 'allow_free' })).toBe(
      '24 hours or more before: free cancellation',
    );
    expect(describeRule({ ...hours('eq', 1), action: 'block' })).toBe('Exactly 1 hour before: cannot be cancelled');
  });

  it('words the start itself and times after it instead of "less than 0 / -2 hours before"', () => {
    expect(describeRule({ ...hours('lt', 0), action: 'block' })).toBe(
      'After the session has started: cannot be cancelled',
    );
    expect(describeRule({ ...hours('gte', 0), action: 'forfeit' })).toBe('Any time up to the start: forfeit');
    expect(describeRule({ ...hours('lt', -2), action: 'block' })).toBe(
      'More than 2 hours after the start: cannot be cancelled',
    );
    expect(describeRule({ ...hours('gte', -1), action: 'forfeit' })).toBe(
      'Before the start or up to 1 hour after it: forfeit',
    );
  });

  it('gives a partial penalty its percent', () => {
    expect(describeRule({ ...hours('gte', 2), action: 'partial_penalty', penaltyPercent: 50 })).toBe(
      '2 hours or more before: 50% penalty',
    );
  });

  it('words counts with singular and plural nouns', () => {
    expect(
      describeRule({
        condition: { field: 'sessions_completed', operator: 'lt', value: 3 },
        action: 'full_refund',
      }),
    ).toBe('Fewer than 3 sessions completed: full refund');
    expect(
      describeRule({
        condition: { field: 'sessions_remaining', operator: 'eq', value: 1 },
        action: 'forfeit',
      }),
    ).toBe('Exactly 1 session remaining: forfeit');
    expect(
      describeRule({
        condition: { field: 'reschedule_count', operator: 'gte', value: 2 },
        action: 'block',
      }),
    ).toBe('At least 2 reschedules so far: cannot be cancelled');
  });

  it('words every preset rule without a placeholder or a negative number', () => {
    for (const [key, preset] of Object.entries(policyPresets)) {
      // The picker names a preset from the catalogue: in English, the preset's own name.
      expect(catalogue('en').presets.name[key]).toBe(preset.name);
      for (const rule of preset.rules) {
        const sentence = describeRule(rule);
        expect(sentence).toMatch(/^[A-Z0-9][^:]+: [a-z0-9]/);
        expect(sentence).not.toMatch(/-\d|undefined|null/);
      }
    }
  });

  it('words a make-up credit (monthly tuition)', () => {
    expect(describeRule({ ...hours('gte', 24), action: 'makeup_credit' })).toBe(
      '24 hours or more before: make-up credit',
    );
  });

  it('says what a count against zero means instead of "At least 0"', () => {
    const rule = (conditionOperator: 'gte' | 'gt' | 'eq' | 'lte' | 'lt') =>
      describeRule({
        condition: { field: 'reschedule_count', operator: conditionOperator, value: 0 },
        action: 'block',
        penaltyPercent: null,
      });
    expect(rule('gte')).toBe('Always: cannot be cancelled');
    expect(rule('gt')).toBe('At least 1 reschedule so far: cannot be cancelled');
    expect(rule('eq')).toBe('No reschedules so far: cannot be cancelled');
    expect(rule('lte')).toBe('No reschedules so far: cannot be cancelled');
  });

  it('words every field, operator, value and action in every language, and names them in the editor', () => {
    for (const locale of locales) {
      const messages = { teacherPolicies: catalogue(locale) };
      // A missing key throws instead of showing its path.
      const strict = {
        locale,
        messages,
        onError: (error: Error) => {
          throw error;
        },
      };
      const say = createTranslator({ ...strict, namespace: 'teacherPolicies.describe' });
      const label = createTranslator({ ...strict, namespace: 'teacherPolicies' });
      for (const field of Object.values(PolicyConditionField)) {
        expect(label(`field.${field}` as never)).toBeTruthy();
        for (const operator of Object.values(PolicyConditionOperator)) {
          expect(label(`operator.${operator}` as never)).toBeTruthy();
          for (const value of [-2, 0, 1, 24]) {
            for (const action of Object.values(PolicyAction)) {
              const rule = { condition: { field, operator, value }, action, penaltyPercent: 30 };
              expect(describe_(rule, (key, values) => say(key as never, values as never))).not.toMatch(/undefined/);
              expect(label(`actionOption.${action}` as never)).toBeTruthy();
            }
          }
        }
      }
    }
  });

  it('reads naturally in German', () => {
    const say = createTranslator({
      locale: 'de',
      messages: { teacherPolicies: catalogue('de') },
      namespace: 'teacherPolicies.describe',
    });
    const german = (rule: Parameters<typeof describe_>[0]) =>
      describe_(rule, (key, values) => say(key as never, values as never));
    expect(german({ ...hours('lt', 24), action: 'forfeit' })).toBe('Weniger als 24 Stunden vorher: verfällt');
    expect(german({ ...hours('gte', 2), action: 'partial_penalty', penaltyPercent: 50 })).toBe(
      '2 Stunden oder mehr vorher: 50 % Gebühr',
    );
    expect(german({ condition: { field: 'sessions_remaining', operator: 'eq', value: 1 }, action: 'block' })).toBe(
      'Genau 1 verbleibende Stunde: kann nicht abgesagt werden',
    );
  });
});
