import 'server-only';
import { db } from '@/lib/core/db';
import { escapeLikePattern } from '@/lib/core/like-pattern';
import { log } from '@/lib/core/log';
import { findPayerSignIn } from './find-payer-sign-in';
import { generateMagicLinkToken, hashMagicLinkToken } from './magic-link-token';
import { sendPayerMagicLink } from './send-payer-magic-link';
import { sendStudentMagicLink } from './send-student-magic-link';

/**
 * POST /api/auth/magic-link: e-mails a sign-in link when `email` is a student of the teacher at
 * `teacherSlug`, and answers `{ sent: true }` in every case. Unknown addresses, unknown teachers
 * and delivery failures all look alike from outside, so the endpoint tells nobody who studies where.
 * Input is already normalised (trimmed, lower-case) by ZRequestMagicLinkInput.
 *
 * A family's payer (issue 34) gets a payer link, even when the same address is a student of the
 * teacher too: the payer's session can act for every member, their own record included (decision
 * 0124). A family without members gets no link, and the same answer.
 */
export async function requestMagicLink({ email, teacherSlug }: { email: string; teacherSlug: string }) {
  const payer = await findPayerSignIn(email, teacherSlug);
  if (payer) {
    if (!payer.studentId) {
      hashMagicLinkToken(generateMagicLinkToken());
      return { sent: true as const };
    }
    try {
      await sendPayerMagicLink({ teacherId: payer.teacherId, familyId: payer.familyId, studentId: payer.studentId });
    } catch (error) {
      log.error({ err: error, familyId: payer.familyId }, 'payer magic link e-mail could not be sent');
    }
    return { sent: true as const };
  }

  // One query for both outcomes; a student belongs to one teacher, so the pair selects one record.
  const student = await db.student.findFirst({
    where: {
      email: { equals: escapeLikePattern(email), mode: 'insensitive' },
      deletedAt: null,
      teacher: { slug: teacherSlug, deletedAt: null },
    },
    orderBy: { createdAt: 'asc' },
    select: { id: true, teacherId: true },
  });

  if (!student) {
    // The cheap part of the known path (token and hash), so that the two paths differ less in time.
    hashMagicLinkToken(generateMagicLinkToken());
    return { sent: true as const };
  }
  try {
    await sendStudentMagicLink({ teacherId: student.teacherId, studentId: student.id });
  } catch (error) {
    // Kept from the caller: a 503 only for known addresses would reveal them. The outbox row says failed.
    log.error({ err: error, studentId: student.id }, 'magic link e-mail could not be sent');
  }
  return { sent: true as const };
}
