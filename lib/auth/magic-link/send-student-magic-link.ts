import 'server-only';
import { createElement } from 'react';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { sendEmail } from '@/lib/integrations/email/send-email';
import { MagicLinkEmail, magicLinkEmailSubject } from '@/lib/messaging/templates/magic-link-email';
import { issueMagicLinkToken, type IssueMagicLinkTokenInput } from './issue-magic-link-token';
import { magicLinkLifetimeMinutes } from './magic-link-token';
import { magicLinkUrl } from './magic-link-url';

/**
 * E-mails a fresh sign-in link to one student of one teacher. Shared by the public request, the
 * teacher's "resend magic link" and the welcome e-mail, so that every link follows the same rules.
 * Throws NOT_FOUND for another teacher's or a deleted student, and EmailDeliveryError when the
 * provider fails: the teacher-side callers report that; the public request hides it.
 */
export async function sendStudentMagicLink({ teacherId, studentId, redirectTo }: IssueMagicLinkTokenInput) {
  const student = await db.student.findFirst({
    where: { id: studentId, teacherId, deletedAt: null, teacher: { deletedAt: null } },
    select: { id: true, name: true, email: true, teacher: { select: { name: true, slug: true } } },
  });
  if (!student) throw new NotFoundError('Student');

  const { token, expiresAt } = await issueMagicLinkToken({ teacherId, studentId: student.id, redirectTo });
  const email = await sendEmail({
    to: student.email,
    subject: magicLinkEmailSubject(student.teacher.name),
    react: createElement(MagicLinkEmail, {
      studentName: student.name,
      teacherName: student.teacher.name,
      signInUrl: magicLinkUrl(student.teacher.slug, token),
      expiresInMinutes: magicLinkLifetimeMinutes,
    }),
    teacherId,
  });
  return { expiresAt, outboxId: email.outboxId };
}
