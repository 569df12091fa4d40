import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { noticeFamilySelect, noticeRecipients } from '@/lib/families/notice-recipients';
import type { TScheduledMessageAudience } from './schemas';

export type MessageAudience = { audience: TScheduledMessageAudience; studentId: string | null; tagId: string | null };
/** One e-mail of a message: its address, its reader's language, and the students it is about. */
export type Recipient = { email: string; name: string; locale: string; studentIds: string[] };

/** Deleted (soft) and erased (anonymised) students never get a message, whoever it was meant for. */
const reachable = { deletedAt: null, anonymizedAt: null } satisfies Prisma.StudentWhereInput;

function audienceWhere(teacherId: string, target: MessageAudience): Prisma.StudentWhereInput | null {
  switch (target.audience) {
    case 'student':
      return target.studentId ? { teacherId, id: target.studentId, ...reachable } : null;
    case 'tag':
      // The tag was deleted since (tagId set null): nobody.
      return target.tagId
        ? { teacherId, status: 'active', tags: { some: { tagId: target.tagId } }, ...reachable }
        : null;
    case 'all_active':
      return { teacherId, status: 'active', ...reachable };
  }
}

/**
 * The e-mails a message goes to, resolved when it is sent (and for the preview when it is created):
 * for one student, the active students with a tag, or all active students, each student's notice
 * recipients (issue 34, `noticeRecipients`): a family's minor is written to through the payer, an
 * adult member themselves, never an `.invalid` address. Each address once, compared without case
 * (records may hold the same address in another case; two children share their payer), oldest
 * student record first; each e-mail lists the students it reaches.
 */
export async function resolveRecipients(
  client: Prisma.TransactionClient,
  teacherId: string,
  target: MessageAudience,
): Promise<Recipient[]> {
  const where = audienceWhere(teacherId, target);
  if (!where) return [];
  const students = await client.student.findMany({
    where,
    select: { id: true, name: true, email: true, locale: true, isMinor: true, family: { select: noticeFamilySelect } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  const byAddress = new Map<string, Recipient>();
  for (const student of students) {
    for (const recipient of noticeRecipients(student, 'message')) {
      const address = recipient.email.trim().toLowerCase();
      if (!address) continue;
      const known = byAddress.get(address);
      if (known) known.studentIds.push(student.id);
      else
        byAddress.set(address, {
          email: recipient.email,
          name: recipient.name,
          locale: recipient.locale ?? student.locale,
          studentIds: [student.id],
        });
    }
  }
  return [...byAddress.values()];
}
