import { db } from '@/lib/core/db';
import { IdpSignInError } from './idp-sign-in-error';

/**
 * Teacher e-mails are unique, and identity is the Google subject, not the address. So when another
 * teacher (linked to another Google account, or to none) already has this e-mail, we refuse rather
 * than merge: taking over an account because an address matches is how accounts get hijacked
 * (recycled or re-verified addresses). See docs/decisions/0008-google-sign-in.md.
 */
export async function ensureEmailUnclaimed(email: string, exceptTeacherId?: string): Promise<void> {
  const holder = await db.teacher.findFirst({
    where: {
      email: { equals: email, mode: 'insensitive' },
      ...(exceptTeacherId ? { id: { not: exceptTeacherId } } : {}),
    },
    select: { id: true },
  });
  if (holder) {
    throw new IdpSignInError('account', 'This e-mail address belongs to a teacher linked to another Google account');
  }
}
