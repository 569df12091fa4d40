import 'server-only';
import { createElement } from 'react';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { assertEmailDelivered } from '@/lib/outbox/assert-email-delivered';
import { enqueueEmail } from '@/lib/outbox/enqueue-email';
import { transaction } from '@/lib/outbox/transaction';
import { MagicLinkEmail, magicLinkEmailSubject } from '@/lib/mail/templates/magic-link-email';
import { issueMagicLinkToken } from './issue-magic-link-token';
import { magicLinkLifetimeMinutes } from './magic-link-token';
import { magicLinkUrl } from './magic-link-url';

/**
 * E-mails a sign-in link to a family's payer (issue 34): the link signs them in acting for
 * `studentId`, which must be a live member of that family of that teacher (else NOT_FOUND). The
 * e-mail goes to the payer's address and greets the payer; token and e-mail commit together.
 */
export async function sendPayerMagicLink({
  teacherId,
  familyId,
  studentId,
}: {
  teacherId: string;
  familyId: string;
  studentId: string;
}) {
  const family = await db.family.findFirst({
    where: {
      id: familyId,
      teacherId,
      teacher: { deletedAt: null },
      members: { some: { id: studentId, deletedAt: null } },
    },
    select: { id: true, payerName: true, payerEmail: true, teacher: { select: { name: true, slug: true } } },
  });
  if (!family) throw new NotFoundError('Family');

  const { expiresAt, outboxId } = await transaction(async (tx) => {
    const { token, expiresAt } = await issueMagicLinkToken({ teacherId, studentId, familyId }, new Date(), tx);
    const outboxId = await enqueueEmail(tx, {
      to: family.payerEmail,
      subject: magicLinkEmailSubject(family.teacher.name),
      react: createElement(MagicLinkEmail, {
        studentName: family.payerName,
        teacherName: family.teacher.name,
        signInUrl: magicLinkUrl(family.teacher.slug, token),
        expiresInMinutes: magicLinkLifetimeMinutes,
      }),
      teacherId,
    });
    return { expiresAt, outboxId };
  });
  await assertEmailDelivered(outboxId);
  return { expiresAt, outboxId };
}
