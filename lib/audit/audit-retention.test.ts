import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AuditCategory } from '@/generated/prisma/enums';
import { categoryOfAction, retentionCutoff, retentionOf } from './audit-retention';

/**
 * Every action the code records, with the class it is kept under. A new action must be added here
 * (the scan below fails otherwise), which is the moment to decide how long it is kept.
 */
const classed: Record<AuditCategory, string[]> = {
  financial: [
    'payment.dispute',
    'payment.receive_for_inactive_enrollment',
    'payment.receive_without_hold',
    'payment.refund',
    'payment.refund_request',
    'payment.record_manual',
    'payment.correct_manual',
    'invoice.create',
    'invoice.issue',
    'invoice.pay',
    'invoice.payment_refunded',
    'invoice.receipt_credited',
    'invoice.void',
    'invoice.send',
    'settings.update_billing',
    'account.delete',
    'enrollment.activate',
    'enrollment.cancel',
    'enrollment.create',
    'enrollment.expire',
    'enrollment.renew',
    'discount_code.create',
    'discount_code.delete',
    'discount_code.update',
    'settings.psp_connect',
    'session.payment_after_hold',
    'session.confirm_paid_trial',
    'session.book_time_first',
    'session.book_on_balance',
    'session.hold_time_first',
    'session.expire_hold',
  ],
  student: [
    'student.create',
    'student.import',
    'student.import_undo',
    'student.delete',
    'student.erase',
    'privacy.export',
    'student.erasure_reject',
    'student.erasure_request',
    'student.magic_link_resend',
    'student.restore',
    'student.self_register',
    'student.update',
    'contact_log.create',
    'family.create',
    'family.create_by_booking',
    'family.delete',
    'family.erase',
    'family.member_add',
    'family.member_remove',
    'family.update',
    'legal_acceptance.send',
    'legal_acceptance.sign',
    'review.approve',
    'review.create',
    'review.delete',
    'review.hide',
    'review.import',
    'review.request',
    'review.respond',
    'review.update',
    'scheduled_message.cancel',
    'scheduled_message.create',
    'scheduled_message.fail',
    'scheduled_message.send',
    'session.add_participant',
    'session.book',
    'session.cancel',
    'session.complete',
    'session.confirm_trial',
    'session.create',
    'session.import',
    'session.import_undo',
    'session.link_resources',
    'session.link_templates',
    'session.no_show',
    'session.reject_trial',
    'session.remove_participant',
    'session.request_trial',
    'session.reschedule',
    'session.series.cancel',
    'session.series.create',
    'session.series.move',
    'session.homework_done',
    'session.submit_mood',
    'session.unlink_resource',
    'session.unlink_template',
    'session.update_content',
    'waitlist.join',
    'waitlist.leave',
    'waitlist.offer',
  ],
  general: [
    'auth.dev_login',
    'auth.idp_login',
    'auth.impersonation_start',
    'auth.impersonation_stop',
    'auth.magic_link_login',
    'auth.sessions_end_others',
    'availability_override.create',
    'availability_override.delete',
    'availability_override.update',
    'availability_schedule.create',
    'availability_schedule.delete',
    'availability_schedule.update',
    'calendar_feed.disable',
    'calendar_feed.enable',
    'calendar_feed.rotate',
    'cancellation_policy.create',
    'cancellation_policy.delete',
    'cancellation_policy.update',
    'dashboard.streak_record',
    'legal_document.archive',
    'legal_document.create',
    'legal_document.delete',
    'legal_document.publish',
    'legal_document.reorder',
    'legal_document.republish',
    'legal_document.update',
    'material_folder.create',
    'material_folder.reorder',
    'material_folder.update',
    'materials.delete',
    'materials.move',
    'materials.permanent_delete',
    'materials.restore',
    'materials.tag',
    'resource.create',
    'resource.upload',
    'resource.favorite',
    'resource.import',
    'resource.unfavorite',
    'resource.update',
    'service.archive',
    'service.create',
    'service.delete',
    'service.duplicate',
    'service.pause',
    'service.publish',
    'service.questions.replace',
    'service.reorder',
    'service.schedule.create',
    'service.schedule.delete',
    'service.schedule.reorder',
    'service.schedule.update',
    'service.update',
    'settings.drive_disable',
    'settings.drive_enable',
    'settings.google_connect',
    'settings.google_disconnect',
    'settings.notifications.update',
    'settings.profile.update',
    'settings.retention.update',
    'settings.update_dashboard',
    'settings.update_scheduling',
    'tag.create',
    'teacher.avatar_update',
    'teacher.create',
    'teacher.onboarding_complete',
    'teacher.update',
    'template.create',
    'template.duplicate',
    'template.update',
  ],
  other: ['test.append', 'test.orphan', 'test.rewrite', 'something.new'],
};

/** Action names written as literals in the source: `action: 'x.y'`, ternaries and template prefixes. */
function actionsInSource(): Set<string> {
  const found = new Set<string>();
  const literal = /['`]([a-z_]+(?:\.[a-z_]+)+)['`]/g;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const line of fs.readFileSync(full, 'utf8').split('\n')) {
          // The lines that name an audit action: `action: ...` and the calls that pass one along.
          if (!/\baction\b\s*:|recordAudit|'session\.(confirm|reject)_trial'/.test(line)) continue;
          for (const match of line.matchAll(literal)) found.add(match[1]!);
        }
      }
    }
  };
  for (const dir of ['lib', 'app', 'inngest']) walk(path.resolve(dir));
  return found;
}

describe('audit retention classes', () => {
  it.each(Object.entries(classed).flatMap(([category, actions]) => actions.map((action) => [action, category])))(
    '%s is kept as %s',
    (action, category) => {
      expect(categoryOfAction(action)).toBe(category);
    },
  );

  it('lists every action the code records, so that each is classed on purpose', () => {
    const listed = new Set(Object.values(classed).flat());
    const inSource = [...actionsInSource()];
    // Found in the code but not in the table above: add it there, under the class it should be kept as.
    expect(inSource.filter((action) => !listed.has(action))).toEqual([]);
    // The scan does see actions passed along rather than written after `action:`.
    expect(inSource).toEqual(expect.arrayContaining(['payment.dispute', 'session.confirm_trial', 'enrollment.renew']));
    // Only the test actions fall through to "other".
    expect(inSource.filter((action) => categoryOfAction(action) === 'other')).toEqual([]);
  });

  it('keeps financial 7 years, student 3, general 1 and anything else 6 months', () => {
    const now = new Date('2026-12-01T02:00:00Z');
    expect(retentionCutoff('financial', now).toISOString()).toBe('2019-12-01T02:00:00.000Z');
    expect(retentionCutoff('student', now).toISOString()).toBe('2023-12-01T02:00:00.000Z');
    expect(retentionCutoff('general', now).toISOString()).toBe('2025-12-01T02:00:00.000Z');
    expect(retentionCutoff('other', now).toISOString()).toBe('2026-06-01T02:00:00.000Z');
    expect(retentionOf('financial').label).toBe('7 years');
    expect(retentionOf('general').label).toBe('1 year');
    expect(retentionOf('other').label).toBe('6 months');
  });
});
