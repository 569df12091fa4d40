import 'server-only';
import { db } from '@/lib/core/db';
import { BusinessRuleError, NotFoundError } from '@/lib/core/errors';
import { getStudentReminderSettings } from './get-student-reminder-settings';
import type { TUpdateReminderSettingsInput } from './schemas';

/**
 * The student's own settings (decision 0113): e-mail, SMS or both for reminders (a text channel needs
 * a verified phone: 422 PHONE_NOT_VERIFIED), and the language and clock of their portal and e-mails.
 * Only the fields sent change.
 */
export async function updateReminderSettings({
  teacherId,
  studentId,
  changes,
}: {
  teacherId: string;
  studentId: string;
  changes: TUpdateReminderSettingsInput;
}) {
  const { reminderChannel, locale, hourCycle } = changes;
  const student = await db.student.findFirst({
    where: { id: studentId, teacherId, deletedAt: null },
    select: { phoneVerifiedAt: true },
  });
  if (!student) throw new NotFoundError('Student');
  if (reminderChannel && reminderChannel !== 'email' && !student.phoneVerifiedAt) {
    throw new BusinessRuleError('PHONE_NOT_VERIFIED', 'Verify a phone number before choosing text reminders');
  }
  await db.student.updateMany({
    where: { id: studentId, teacherId },
    data: {
      ...(reminderChannel === undefined ? {} : { reminderChannel }),
      ...(locale === undefined ? {} : { locale }),
      ...(hourCycle === undefined ? {} : { hourCycle }),
    },
  });
  return getStudentReminderSettings({ teacherId, studentId });
}
