import 'server-only';
import { BusinessRuleError, NotFoundError } from '@/lib/core/errors';
import { transaction } from '@/lib/outbox/transaction';
import { codeMatches } from './code-hash';
import { getStudentReminderSettings } from './get-student-reminder-settings';
import { maxVerificationAttempts } from './sms-rules';

type ConfirmPhoneVerification = { teacherId: string; studentId: string; code: string; now?: Date };

/**
 * The code sent by requestPhoneVerification comes back: the number becomes the student's phone,
 * verified. A wrong code counts (422 CODE_INVALID); after 5 wrong ones, or 10 minutes, the code is
 * spent (422 CODE_EXPIRED) and the student asks for a new one. No code waiting is 404.
 */
export async function confirmPhoneVerification({
  teacherId,
  studentId,
  code,
  now = new Date(),
}: ConfirmPhoneVerification) {
  const outcome = await transaction(async (tx) => {
    const [pending] = await tx.$queryRaw<
      { id: string; phone: string; codeHash: string; attempts: number; expiresAt: Date }[]
    >`
      SELECT id, phone, "codeHash", attempts, "expiresAt" FROM phone_verifications
      WHERE "studentId" = ${studentId}::uuid AND "teacherId" = ${teacherId}::uuid FOR UPDATE`;
    if (!pending) throw new NotFoundError('Phone verification');
    if (pending.expiresAt <= now || pending.attempts >= maxVerificationAttempts) return 'expired' as const;
    if (!codeMatches(pending.id, code, pending.codeHash)) {
      await tx.phoneVerification.update({ where: { id: pending.id }, data: { attempts: { increment: 1 } } });
      return 'wrong' as const;
    }
    await tx.student.updateMany({
      where: { id: studentId, teacherId },
      data: { phone: pending.phone, phoneVerifiedAt: now },
    });
    await tx.phoneVerification.delete({ where: { id: pending.id } });
    return 'verified' as const;
  });
  // Thrown after the commit, so that a wrong try is counted.
  if (outcome === 'expired') throw new BusinessRuleError('CODE_EXPIRED', 'The code has expired; ask for a new one');
  if (outcome === 'wrong') throw new BusinessRuleError('CODE_INVALID', 'That code is not the one we sent');
  return getStudentReminderSettings({ teacherId, studentId });
}
