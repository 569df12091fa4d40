import type { AuditCategory } from '@/generated/prisma/enums';

/**
 * The retention class of every audit action (spec: "Audit retention: financial 7 years, student 3
 * years, general 1 year, anything else 6 months"), decided by the action's name: the longest rule
 * that is the action itself or a prefix of it (`session.` then `session.payment_after_hold`) wins.
 * A new action lands in `other` (6 months) until a rule here names it: `audit-retention.test.ts`
 * lists every action the code records and fails on one that is not classed on purpose.
 */
const rules: Readonly<Record<string, AuditCategory>> = {
  // Financial, 7 years: money moved, owed or promised, and what priced it.
  'payment.': 'financial',
  'refund.': 'financial',
  'dispute.': 'financial',
  'payout.': 'financial',
  'psp.': 'financial',
  'subscription.': 'financial',
  'enrollment.': 'financial',
  'discount_code.': 'financial',
  'discount.': 'financial',
  'invoice.': 'financial',
  'settings.psp_connect': 'financial',
  // The seller's details printed on invoices: kept as long as the invoices.
  'settings.update_billing': 'financial',
  'session.payment_after_hold': 'financial',
  'session.confirm_paid_trial': 'financial',
  'session.book_time_first': 'financial',
  // A post-paid or monthly lesson: what it owes is on the balance (decision 0132).
  'session.book_on_balance': 'financial',
  'session.hold_time_first': 'financial',
  'session.expire_hold': 'financial',
  // The record that a practice and its accounts were closed outlives the accounts it closed.
  'account.delete': 'financial',
  // Student, 3 years: what happened to a student, by them or about them.
  'student.': 'student',
  'session.': 'student',
  'contact_log.': 'student',
  // Families (issue 34): who pays and hears for which students.
  'family.': 'student',
  'lifecycle.': 'student',
  'review.': 'student',
  'legal_acceptance.': 'student',
  'waitlist.': 'student',
  'scheduled_message.': 'student',
  'privacy.': 'student',
  'erasure.': 'student',
  'erasure_request.': 'student',
  'data_erasure.': 'student',
  'data_export.': 'student',
  'retention.': 'student',
  // General, 1 year: the teacher's account, catalogue, calendar and materials.
  'auth.': 'general',
  'teacher.': 'general',
  'account.': 'general',
  'settings.': 'general',
  'service.': 'general',
  'availability_schedule.': 'general',
  'availability_override.': 'general',
  'cancellation_policy.': 'general',
  'calendar_feed.': 'general',
  'legal_document.': 'general',
  'material_folder.': 'general',
  'materials.': 'general',
  'resource.': 'general',
  'template.': 'general',
  'tag.': 'general',
  'widget.': 'general',
  'dashboard.': 'general',
  'notification.': 'general',
};

const ruleKeys = Object.keys(rules).sort((a, b) => b.length - a.length);

/** The rule that classes `action`, or null when none does (it then falls back to `other`). */
function auditRuleFor(action: string): string | null {
  return ruleKeys.find((rule) => (rule.endsWith('.') ? action.startsWith(rule) : action === rule)) ?? null;
}

/** The retention class of an action; anything no rule names is `other` (6 months). */
export function categoryOfAction(action: string): AuditCategory {
  const rule = auditRuleFor(action);
  return rule ? rules[rule]! : 'other';
}

/** How long each class is kept, in whole months (7 years, 3 years, 1 year, 6 months). */
export const retentionMonths: Readonly<Record<AuditCategory, number>> = {
  financial: 7 * 12,
  student: 3 * 12,
  general: 12,
  other: 6,
};

/** The instant before which entries of `category` are past their retention at `now` (calendar months, UTC). */
export function retentionCutoff(category: AuditCategory, now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - retentionMonths[category]);
  return cutoff;
}

/** Retention of a class as the spec words it. */
export function retentionOf(category: AuditCategory): { months: number; label: string } {
  const months = retentionMonths[category];
  return { months, label: months % 12 === 0 ? `${months / 12} year${months === 12 ? '' : 's'}` : `${months} months` };
}
