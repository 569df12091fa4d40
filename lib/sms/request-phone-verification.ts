import 'server-only';
import { randomUUID } from 'node:crypto';
import { BusinessRuleError, NotFoundError, ServiceUnavailableError } from '@/lib/core/errors';
import { toLocale } from '@/lib/core/locale';
import { smsConfig } from '@/lib/integrations/sms/twilio-client';
import { transaction } from '@/lib/outbox/transaction';
import { hashVerificationCode, newVerificationCode } from './code-hash';
import { enqueueSms } from './enqueue-sms';
import { verificationCodeTtlMs } from './sms-rules';
import { verificationText } from './sms-texts';

type RequestPhoneVerification = { teacherId: string; studentId: string; phone: string; now?: Date };

/**
 * Sends a 6-digit code to `phone` (E.164) by text; the number becomes the student's only when the code
 * comes back (confirmPhoneVerification). A new request replaces the waiting one. The text counts
 * against the teacher's monthly cap like any other: 422 SMS_CAP_REACHED when it is used up, 422
 * SMS_STOPPED when the number answered STOP.
 */
export async function requestPhoneVerification({
  teacherId,
  studentId,
  phone,
  now = new Date(),
}: RequestPhoneVerification) {
  if (!smsConfig()) throw new ServiceUnavailableError('Text messages are not configured');
  return transaction(async (tx) => {
    const student = await tx.student.findFirst({
      where: { id: studentId, teacherId, deletedAt: null, anonymizedAt: null },
      select: { id: true, locale: true, teacher: { select: { name: true } } },
    });
    if (!student) throw new NotFoundError('Student');
    const code = newVerificationCode();
    const id = randomUUID();
    const expiresAt = new Date(now.getTime() + verificationCodeTtlMs);
    await tx.phoneVerification.deleteMany({ where: { studentId, teacherId } });
    await tx.phoneVerification.create({
      data: { id, teacherId, studentId, phone, codeHash: hashVerificationCode(id, code), expiresAt, createdAt: now },
    });
    const body = verificationText({ teacherName: student.teacher.name, code, locale: toLocale(student.locale) });
    const outcome = await enqueueSms(tx, { teacherId, studentId, to: phone, body, now });
    if (outcome === 'capped') {
      throw new BusinessRuleError('SMS_CAP_REACHED', 'Your teacher cannot send more texts this month');
    }
    if (outcome === 'opted_out') {
      throw new BusinessRuleError('SMS_STOPPED', 'This number answered STOP; text START to it first');
    }
    return { phone, expiresAt: expiresAt.toISOString() };
  });
}
