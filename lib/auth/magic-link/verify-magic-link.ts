import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { createSession } from '../create-session';
import { InvalidMagicLinkError } from './invalid-magic-link-error';
import { hashMagicLinkToken, isMagicLinkTokenFormat } from './magic-link-token';

export const portalHomePath = '/portal';

/** Only a path of this site: a stored redirect can never send a fresh session elsewhere. */
const isSameSitePath = (value: string | null): value is string =>
  !!value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');

/**
 * POST /api/auth/verify-magic-link: spends a token and signs its student in with a new session.
 * The token is claimed by one conditional update (unused and unexpired -> used), so two requests
 * racing with the same link cannot both succeed. Every refusal is the same INVALID_TOKEN.
 */
export async function verifyMagicLink(token: string, meta: RequestMeta, now = new Date()) {
  if (!isMagicLinkTokenFormat(token)) throw new InvalidMagicLinkError();
  const tokenHash = hashMagicLinkToken(token);

  const signedIn = await transaction(async (tx) => {
    const claimed = await tx.magicLinkToken.updateMany({
      where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (claimed.count !== 1) return null;
    const link = await tx.magicLinkToken.findUniqueOrThrow({
      where: { tokenHash },
      select: {
        teacherId: true,
        redirectTo: true,
        familyId: true,
        student: {
          select: {
            id: true,
            teacherId: true,
            familyId: true,
            deletedAt: true,
            teacher: { select: { deletedAt: true } },
          },
        },
      },
    });
    // Bound to one student record of one teacher; the token stays spent either way.
    const { student } = link;
    if (student.deletedAt || student.teacher.deletedAt || student.teacherId !== link.teacherId) return null;
    // A payer's link (issue 34): its member must still belong to that family.
    if (link.familyId && student.familyId !== link.familyId) return null;
    const session = await createSession(
      { role: 'student', studentId: student.id, ...(link.familyId ? { familyId: link.familyId } : {}) },
      { ipAddress: meta.ipAddress, userAgent: meta.userAgent },
      { tx },
    );
    await recordAudit(tx, {
      teacherId: link.teacherId,
      actor: link.familyId ? { type: 'payer', id: link.familyId } : { type: 'student', id: student.id },
      action: 'auth.magic_link_login',
      entity: { type: 'student', id: student.id },
      ...(link.familyId ? { metadata: { onBehalfOfStudentId: student.id } } : {}),
      request: meta,
    });
    return { session, redirectTo: link.redirectTo };
  });
  if (!signedIn) throw new InvalidMagicLinkError();
  return {
    sessionId: signedIn.session.sessionId,
    redirectTo: isSameSitePath(signedIn.redirectTo) ? signedIn.redirectTo : portalHomePath,
  };
}
