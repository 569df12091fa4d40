import 'server-only';
import type { Prisma } from '@/lib/core/db';
import type { NotificationType } from '@/generated/prisma/enums';
import { inAppNotificationEnabled, inAppNotificationToggle } from './in-app-toggle';

export { inAppNotificationEnabled } from './in-app-toggle';

export type InAppNotificationInput = {
  teacherId: string;
  type: NotificationType;
  title: string;
  body?: string | null;
  /** Free JSON for the bell; `href` (an app path) is followed when the teacher clicks the notice. */
  data?: Prisma.InputJsonValue & { href?: string };
  /** The student the notice is about. */
  studentId?: string | null;
  /**
   * The teacher's stored notificationPreferences when the caller already read them (saves a query).
   * Without it, they are read when the type has a toggle.
   */
  preferences?: unknown;
};

/**
 * Writes one in-app notification for the teacher in the caller's transaction (`tx`), so it exists
 * exactly when the event committed — when the teacher's toggle for its type is on
 * (inAppNotificationEnabled). Answers the new row's id, or null when the toggle is off or the
 * teacher does not exist.
 */
export async function createInAppNotification(
  tx: Prisma.TransactionClient,
  { teacherId, type, title, body, data, studentId, preferences }: InAppNotificationInput,
): Promise<{ id: string } | null> {
  let stored = preferences;
  if (stored === undefined && inAppNotificationToggle[type] !== undefined) {
    const teacher = await tx.teacher.findUnique({
      where: { id: teacherId },
      select: { notificationPreferences: true },
    });
    if (!teacher) return null;
    stored = teacher.notificationPreferences;
  }
  if (!inAppNotificationEnabled(stored, type)) return null;
  return tx.notification.create({
    data: {
      teacherId,
      type,
      title: title.slice(0, 200),
      body: body ?? null,
      data: data ?? undefined,
      studentId: studentId ?? null,
    },
    select: { id: true },
  });
}
