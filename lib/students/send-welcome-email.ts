import 'server-only';
import { sendStudentMagicLink } from '@/lib/auth/magic-link/send-student-magic-link';
import { log } from '@/lib/core/log';

/**
 * The welcome e-mail (a magic link) of a new student, sent after the student is committed. A
 * delivery failure does not undo the student: it is reported as `failed` and the teacher can use
 * "resend magic link" (the outbox keeps the failed message).
 */
export async function sendWelcomeEmail(teacherId: string, studentId: string): Promise<'sent' | 'failed'> {
  try {
    await sendStudentMagicLink({ teacherId, studentId });
    return 'sent';
  } catch (error) {
    log.warn({ err: error, studentId }, 'welcome e-mail not sent');
    return 'failed';
  }
}
