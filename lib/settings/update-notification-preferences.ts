import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { resolveNotificationPreferences } from '@/lib/notifications/notice-preferences';
import { transaction } from '@/lib/outbox/transaction';
import type { TNotificationSettings, TUpdateNotificationsInput } from './settings-schemas';

type UpdateNotificationPreferences = { teacherId: string; input: TUpdateNotificationsInput; meta?: RequestMeta };

/**
 * Switches any of the seven toggles, and sets the reminder offsets (sorted, longest first) and the
 * monthly text-message cap. The toggles sent are merged into the ones in force (defaults
 * included) and all seven are stored, so the row reads the same whatever the defaults become. The
 * row is locked first: two switches flipped at once must not undo each other.
 */
export async function updateNotificationPreferences({
  teacherId,
  input,
  meta,
}: UpdateNotificationPreferences): Promise<TNotificationSettings> {
  return transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "teachers" WHERE "id" = ${teacherId}::uuid FOR UPDATE`;
    const current = await tx.teacher.findFirst({
      where: { id: teacherId, deletedAt: null },
      select: { notificationPreferences: true, reminderOffsetsMinutes: true, smsMonthlyCap: true },
    });
    if (!current) throw new NotFoundError('Teacher');
    const { reminderOffsetsMinutes, smsMonthlyCap, ...toggles } = input;
    const before = {
      ...resolveNotificationPreferences(current.notificationPreferences),
      reminderOffsetsMinutes: current.reminderOffsetsMinutes,
      smsMonthlyCap: current.smsMonthlyCap,
    };
    const after = {
      ...before,
      ...toggles,
      reminderOffsetsMinutes: reminderOffsetsMinutes
        ? [...reminderOffsetsMinutes].sort((a, b) => b - a)
        : before.reminderOffsetsMinutes,
      smsMonthlyCap: smsMonthlyCap ?? before.smsMonthlyCap,
    };
    const { reminderOffsetsMinutes: offsets, smsMonthlyCap: cap, ...preferences } = after;
    await tx.teacher.update({
      where: { id: teacherId },
      data: { notificationPreferences: preferences, reminderOffsetsMinutes: offsets, smsMonthlyCap: cap },
    });
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'settings.notifications.update',
      entity: { type: 'teacher', id: teacherId },
      before,
      after,
      request: meta,
    });
    return after;
  });
}
