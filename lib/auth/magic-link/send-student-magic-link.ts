import 'server-only';
import { createElement } from 'react';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { assertEmailDelivered } from '@/lib/outbox/assert-email-delivered';
import { enqueueEmail } from '@/lib/outbox/enqueue-email';
import { transaction } from '@/lib/outbox/transaction';
import { toLocale } from '@/lib/core/locale';
import { MagicLinkEmail, magicLinkEmailSubject } from '@/lib/mail/templates/magic-link-email';
import { issueMagicLinkToken, type IssueMagicLinkTokenInput } from './issue-magic-link-token';
import { magicLinkLifetimeMinutes } from './magic-link-token';
import { magicLinkUrl } from './magic-link-url';

/**
 * E-mails a fresh sign-in link to one student of one teacher. Shared by the public request, the
 * teacher's "resend magic link" and the welcome e-mail, so that every link follows the same rules.
 * The token and its e-mail commit together (the e-mail through the outbox, retried if the provider
 * fails). Throws NOT_FOUND for another teacher's or a deleted student, and EmailDeliveryError when
 * the first delivery attempt failed: the teacher-side callers report that; the public request hides it.
 */
export async function sendStudentMagicLink({ teacherId, studentId, redirectTo }: IssueMagicLinkTokenInput) {
  const student = await db.student.findFirst({
    where: { id: studentId, teacherId, deletedAt: null, teacher: { deletedAt: null } },
    select: { id: true, name: true, email: true, locale: true, teacher: { select: { name: true, slug: true } } },
  });
  if (!student) throw new NotFoundError('Student');

  const { expiresAt, outboxId } = await transaction(async (tx) => {
    const { token, expiresAt } = await issueMagicLinkToken(
      { teacherId, studentId: student.id, redirectTo },
      new Date(),
      tx,
    );
    const outboxId = await enqueueEmail(tx, {
      to: student.email,
      subject: magicLinkEmailSubject(student.teacher.name, toLocale(student.locale)),
      react: createElement(MagicLinkEmail, {
        studentName: student.name,
        teacherName: student.teacher.name,
        signInUrl: magicLinkUrl(student.teacher.slug, token),
        expiresInMinutes: magicLinkLifetimeMinutes,
        locale: toLocale(student.locale),
      }),
      teacherId,
    });
    return { expiresAt, outboxId };
  });
  await assertEmailDelivered(outboxId);
  return { expiresAt, outboxId };
}
