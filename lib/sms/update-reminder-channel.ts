import 'server-only';
import { db } from '@/lib/core/db';
import { BusinessRuleError, NotFoundError } from '@/lib/core/errors';
import { getStudentReminderSettings } from './get-student-reminder-settings';
import type { TReminderChannel } from './schemas';

/** The student picks e-mail, SMS or both; a text channel needs a verified phone (422 PHONE_NOT_VERIFIED). */
export async function updateReminderChannel({
  teacherId,
  studentId,
  reminderChannel,
}: {
  teacherId: string;
  studentId: string;
  reminderChannel: TReminderChannel;
}) {
  const student = await db.student.findFirst({
    where: { id: studentId, teacherId, deletedAt: null },
    select: { phoneVerifiedAt: true },
  });
  if (!student) throw new NotFoundError('Student');
  if (reminderChannel !== 'email' && !student.phoneVerifiedAt) {
    throw new BusinessRuleError('PHONE_NOT_VERIFIED', 'Verify a phone number before choosing text reminders');
  }
  await db.student.updateMany({ where: { id: studentId, teacherId }, data: { reminderChannel } });
  return getStudentReminderSettings({ teacherId, studentId });
}
