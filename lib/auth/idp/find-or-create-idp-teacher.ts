import { db } from '@/lib/core/db';
import { isUniqueViolation } from '@/lib/core/prisma-errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import type { GoogleIdentity } from '@/lib/integrations/google/exchange-sign-in-code';
import { createIdpTeacher } from './create-idp-teacher';
import { IdpSignInError } from './idp-sign-in-error';
import { idpTeacherFields, type IdpTeacher } from './idp-teacher';
import { syncIdpTeacherEmail } from './sync-idp-teacher-email';

export type FoundIdpTeacher = {
  teacher: IdpTeacher;
  created: boolean;
  /** The e-mail before this sign-in changed it, or null when it did not change. */
  previousEmail: string | null;
};

const maxAttempts = 3;

/**
 * The teacher behind a Google identity, found by subject only (never by e-mail alone), or created.
 * Two first sign-ins at once can race for the subject, e-mail or slug; the unique indexes refuse the
 * loser, which then decides again from what is now stored.
 */
export async function findOrCreateIdpTeacher(identity: GoogleIdentity, meta: RequestMeta): Promise<FoundIdpTeacher> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await findOrCreateOnce(identity, meta);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= maxAttempts) throw error;
    }
  }
}

async function findOrCreateOnce(identity: GoogleIdentity, meta: RequestMeta): Promise<FoundIdpTeacher> {
  const linked = await db.teacher.findUnique({ where: { idpSubject: identity.subject }, select: idpTeacherFields });
  if (!linked) return { teacher: await createIdpTeacher(identity, meta), created: true, previousEmail: null };
  if (linked.deletedAt) throw new IdpSignInError('account', 'The teacher account of this Google account was closed');
  if (linked.email.toLowerCase() === identity.email) return { teacher: linked, created: false, previousEmail: null };
  const teacher = await syncIdpTeacherEmail(linked, identity.email, meta);
  return { teacher, created: false, previousEmail: linked.email };
}
