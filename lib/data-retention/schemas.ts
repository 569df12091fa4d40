/**
 * Data retention and lifecycle-threshold settings of a teacher (`/api/teacher/settings/retention`,
 * later also `/teacher/insights/retention/settings`). Client-safe (zod only): the settings form
 * validates with the route's own schema. Decision 0047 explains the bounds.
 */
import { z } from 'zod';

/** Spec "Data retention settings (per teacher)" and the retention_settings column defaults. */
export const defaultRetentionSettings = {
  inactiveStudentDays: 730,
  sessionContentDays: 365,
  contactLogDays: 180,
  autoDeleteEnabled: false,
  notifyBeforeDeleteDays: 30,
  atRiskDays: 21,
  churnDays: 60,
  gapDays: 14,
} as const;

/** Inclusive bounds of each number, shown in the form's hints as well. */
export const retentionBounds = {
  inactiveStudentDays: { min: 30, max: 3650 },
  sessionContentDays: { min: 30, max: 3650 },
  contactLogDays: { min: 30, max: 3650 },
  notifyBeforeDeleteDays: { min: 1, max: 90 },
  // A week is the shortest rhythm a lesson plan has; a year without a lesson is past "at risk".
  atRiskDays: { min: 7, max: 365 },
  churnDays: { min: 8, max: 730 },
  gapDays: { min: 7, max: 365 },
} as const;

export type RetentionDayField = keyof typeof retentionBounds;

const days = (field: RetentionDayField) => {
  const { min, max } = retentionBounds[field];
  return z
    .number('Enter a number of days')
    .int('Use whole days')
    .min(min, `Use ${String(min)} days or more`)
    .max(max, `Use ${String(max)} days or less`);
};

const settingsShape = {
  inactiveStudentDays: days('inactiveStudentDays'),
  sessionContentDays: days('sessionContentDays'),
  contactLogDays: days('contactLogDays'),
  autoDeleteEnabled: z.boolean('Choose on or off'),
  notifyBeforeDeleteDays: days('notifyBeforeDeleteDays'),
  atRiskDays: days('atRiskDays'),
  churnDays: days('churnDays'),
  gapDays: days('gapDays'),
};

export const ZRetentionSettings = z.object(settingsShape);
export type TRetentionSettings = z.infer<typeof ZRetentionSettings>;

type SomeSettings = { [K in keyof TRetentionSettings]?: TRetentionSettings[K] };

/**
 * The rules between fields, checked on whatever pair is present: the route checks the body with it,
 * and the update checks the merged result again (a PATCH may send one side of a pair only).
 */
export function retentionRuleIssues(value: SomeSettings): { path: keyof TRetentionSettings; message: string }[] {
  const issues: { path: keyof TRetentionSettings; message: string }[] = [];
  if (value.churnDays !== undefined && value.atRiskDays !== undefined && value.churnDays <= value.atRiskDays)
    issues.push({ path: 'churnDays', message: 'Churn must come later than at risk: use more days' });
  if (
    value.notifyBeforeDeleteDays !== undefined &&
    value.inactiveStudentDays !== undefined &&
    value.notifyBeforeDeleteDays >= value.inactiveStudentDays
  )
    issues.push({ path: 'notifyBeforeDeleteDays', message: 'The notice must come before the inactivity period ends' });
  return issues;
}

/** Strict: every field optional, at least one sent, no unknown key; pairs checked when both are sent. */
export const ZUpdateRetentionSettingsInput = z
  .strictObject({
    inactiveStudentDays: settingsShape.inactiveStudentDays.optional(),
    sessionContentDays: settingsShape.sessionContentDays.optional(),
    contactLogDays: settingsShape.contactLogDays.optional(),
    autoDeleteEnabled: settingsShape.autoDeleteEnabled.optional(),
    notifyBeforeDeleteDays: settingsShape.notifyBeforeDeleteDays.optional(),
    atRiskDays: settingsShape.atRiskDays.optional(),
    churnDays: settingsShape.churnDays.optional(),
    gapDays: settingsShape.gapDays.optional(),
  })
  .refine((value) => Object.keys(value).length > 0, 'Send at least one setting')
  .superRefine((value, ctx) => {
    for (const issue of retentionRuleIssues(value))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
export type TUpdateRetentionSettingsInput = z.infer<typeof ZUpdateRetentionSettingsInput>;
