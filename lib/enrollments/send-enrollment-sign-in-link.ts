import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { sendStudentMagicLink } from '@/lib/auth/magic-link/send-student-magic-link';
import { isUniqueViolation } from '@/lib/core/prisma-errors';
import { log } from '@/lib/core/log';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { recordLifecycleEvent } from '@/lib/students/record-lifecycle-event';
import { findStudentByEmail } from '@/lib/students/find-student-by-email';

type SendEnrollmentSignInLink = {
  teacher: { id: string; timezone: string };
  email: string;
  name: string;
  /** The page's language: a new student's e-mails and portal follow it. */
  locale?: string;
  /** Same-site path the link returns to (the service page, enrollment open). */
  redirectTo: string;
  meta?: RequestMeta;
};

/**
 * A visitor without a session: the teacher's student with that address gets a sign-in link; a new
 * address first becomes a student in status `trial` (a prospect: nothing bought yet; the payment
 * makes them `active`). No checkout is created for someone not signed in: the link proves the
 * address, and the page sends the enrollment again once they are back.
 *
 * An address held by a deleted student gets nothing (the teacher removed them; a visitor cannot
 * bring them back), yet the answer is the same, so it reveals nothing.
 */
export async function sendEnrollmentSignInLink({
  teacher,
  email,
  name,
  locale,
  redirectTo,
  meta,
}: SendEnrollmentSignInLink) {
  const student =
    (await findStudentByEmail(teacher.id, email)) ?? (await registerStudent(teacher, { email, name, locale }, meta));
  if (!student) {
    log.info({ teacherId: teacher.id }, 'enrollment sign-in link not sent: the address belongs to a deleted student');
    return;
  }
  await sendStudentMagicLink({ teacherId: teacher.id, studentId: student.id, redirectTo });
}

async function registerStudent(
  teacher: { id: string; timezone: string },
  { email, name, locale }: { email: string; name: string; locale?: string },
  meta?: RequestMeta,
) {
  try {
    // The new student, the start of their lifecycle and its audit entry commit together.
    return await transaction(async (tx) => {
      const created = await tx.student.create({
        data: { teacherId: teacher.id, name, email, status: 'trial', timezone: teacher.timezone, locale },
        select: { id: true },
      });
      await recordLifecycleEvent(tx, {
        teacherId: teacher.id,
        studentId: created.id,
        type: 'first_contact',
        metadata: { source: 'enrollment' },
      });
      await recordAudit(tx, {
        teacherId: teacher.id,
        actor: { type: 'student', id: created.id },
        action: 'student.self_register',
        entity: { type: 'student', id: created.id },
        after: { name, email, status: 'trial' },
        metadata: { source: 'enrollment' },
        request: meta,
      });
      return created;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // (teacherId, email) is taken: by a concurrent request for the same visitor, or by a deleted student.
    return findStudentByEmail(teacher.id, email);
  }
}
