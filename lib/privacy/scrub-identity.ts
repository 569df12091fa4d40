import 'server-only';
import type { Prisma } from '@/lib/core/db';
import type { Scope } from './erase-records';

type Tx = Prisma.TransactionClient;
export type Identity = { name: string; email: string; phone: string | null };

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A case-insensitive PostgreSQL regular expression matching the student's full name, e-mail or
 * phone as written. Only the full name: a first name alone ("Will", "Rose") would also match words.
 */
export function identityPattern({ name, email, phone }: Identity): string {
  const terms = [name.trim(), email.trim(), ...(phone && phone.trim().length >= 6 ? [phone.trim()] : [])];
  return terms
    .filter((term) => term.length >= 3)
    .map(escapeRegex)
    .join('|');
}

/**
 * Free text the teacher or the student wrote that names the student, in rows that are kept: review
 * text and response (kept, as the spec asks, without the name) and payment descriptions.
 */
export async function scrubKeptText(tx: Tx, { teacherId, studentId }: Scope, pattern: string) {
  await tx.$executeRaw`
    UPDATE "reviews"
       SET "content" = regexp_replace("content", ${pattern}, '[erased]', 'gi'),
           "teacherResponse" = regexp_replace("teacherResponse", ${pattern}, '[erased]', 'gi')
     WHERE "teacherId" = ${teacherId}::uuid AND "studentId" = ${studentId}::uuid
       AND ("content" ~* ${pattern} OR "teacherResponse" ~* ${pattern})`;
  await tx.$executeRaw`
    UPDATE "payments" SET "description" = regexp_replace("description", ${pattern}, '[erased]', 'gi')
     WHERE "teacherId" = ${teacherId}::uuid AND "studentId" = ${studentId}::uuid AND "description" ~* ${pattern}`;
}

/**
 * Copies of e-mails sent to or about the student (the mailbox log and the outbox's rows) are deleted:
 * the messages went out already, and their text holds the name and address. Only this teacher's (the
 * same person may be another teacher's student too), or unattached ones sent to the address. Pending
 * e-mails go too (an erased person is not written to); other pending effects (audit entries, job
 * events) carry ids, not text, and are left to be delivered.
 */
export async function deleteMessageCopies(tx: Tx, { teacherId }: Scope, identity: Identity, pattern: string) {
  const emails = await tx.$executeRaw`
    DELETE FROM "email_outbox"
     WHERE ("teacherId" = ${teacherId}::uuid
            AND (lower("to") = lower(${identity.email}) OR "subject" ~* ${pattern} OR "html" ~* ${pattern}
                 OR "text" ~* ${pattern}))
        OR ("teacherId" IS NULL AND lower("to") = lower(${identity.email}))`;
  await tx.$executeRaw`
    DELETE FROM "outbox_effects"
     WHERE ("status" <> 'pending' OR "kind" = 'email')
       AND (("payload"->>'teacherId' = ${teacherId} AND "payload"::text ~* ${pattern})
            OR ("payload"->>'teacherId' IS NULL AND lower("payload"->>'to') = lower(${identity.email})))`;
  return emails;
}
