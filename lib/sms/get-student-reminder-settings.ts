import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { toRegionalFormat } from '@/lib/core/locale';
import type { TStudentReminderSettings } from './schemas';

type Owner = { teacherId: string; studentId: string };

const regional = (student: { locale: string; hourCycle: string | null }) => {
  const { locale, hourCycle } = toRegionalFormat(student);
  return { locale, hourCycle: hourCycle ?? null };
};

/** The student's reminder channel, phone state, language and clock, read for the portal and the API. */
export async function getStudentReminderSettings({ teacherId, studentId }: Owner): Promise<TStudentReminderSettings> {
  const student = await db.student.findFirst({
    where: { id: studentId, teacherId, deletedAt: null },
    select: { phone: true, phoneVerifiedAt: true, reminderChannel: true, locale: true, hourCycle: true },
  });
  if (!student) throw new NotFoundError('Student');
  const verifiedPhone = student.phoneVerifiedAt ? student.phone : null;
  const [stopped, pending] = await Promise.all([
    verifiedPhone ? db.smsOptOut.findUnique({ where: { phone: verifiedPhone } }) : null,
    db.phoneVerification.findFirst({ where: { studentId, teacherId }, select: { phone: true, expiresAt: true } }),
  ]);
  return {
    reminderChannel: student.reminderChannel,
    phone: verifiedPhone,
    phoneVerified: Boolean(verifiedPhone),
    smsStopped: Boolean(stopped),
    pendingPhone: pending && pending.expiresAt > new Date() ? pending.phone : null,
    ...regional(student),
  };
}
