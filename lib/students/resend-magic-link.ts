import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { sendStudentMagicLink } from '@/lib/auth/magic-link/send-student-magic-link';
import { db } from '@/lib/core/db';
import type { RequestMeta } from '@/lib/core/request-meta';

type ResendMagicLink = { teacherId: string; studentId: string; meta?: RequestMeta };

/**
 * A new sign-in link e-mailed to one of the teacher's students. Unlike the welcome e-mail, a
 * delivery failure is the answer here (503): the teacher asked for exactly this and can retry.
 */
export async function resendMagicLink({ teacherId, studentId, meta }: ResendMagicLink) {
  const { expiresAt } = await sendStudentMagicLink({ teacherId, studentId });
  await recordAudit(db, {
    teacherId,
    actor: { type: 'teacher', id: teacherId },
    action: 'student.magic_link_resend',
    entity: { type: 'student', id: studentId },
    request: meta,
  });
  return { sent: true as const, expiresAt: expiresAt.toISOString() };
}
