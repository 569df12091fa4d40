import 'server-only';
import { writeAudit } from '@/lib/audit/write-audit';
import { sendStudentMagicLink } from '@/lib/auth/magic-link/send-student-magic-link';
import type { RequestMeta } from '@/lib/core/request-meta';

type ResendMagicLink = { teacherId: string; studentId: string; meta?: RequestMeta };

/**
 * A new sign-in link e-mailed to one of the teacher's students. Unlike the welcome e-mail, a
 * delivery failure is the answer here (503): the teacher asked for exactly this and can retry.
 */
export async function resendMagicLink({ teacherId, studentId, meta }: ResendMagicLink) {
  const { expiresAt } = await sendStudentMagicLink({ teacherId, studentId });
  writeAudit({
    teacherId,
    actor: { type: 'teacher', id: teacherId },
    action: 'student.magic_link_resend',
    entity: { type: 'student', id: studentId },
    request: meta,
  });
  return { sent: true as const, expiresAt: expiresAt.toISOString() };
}
