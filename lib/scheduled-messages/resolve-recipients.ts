import 'server-only';
import type { Prisma } from '@/lib/core/db';
import type { TScheduledMessageAudience } from './schemas';

export type MessageAudience = { audience: TScheduledMessageAudience; studentId: string | null; tagId: string | null };
export type Recipient = { id: string; name: string; email: string; locale: string };

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
 * The students a message goes to, resolved when it is sent (and for the preview when it is created):
 * one student; the active students with a tag; or all active students. Each address once, compared
 * without case (records may hold the same address in another case), oldest record first.
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
    select: { id: true, name: true, email: true, locale: true },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  const seen = new Set<string>();
  return students.filter((student) => {
    const address = student.email.trim().toLowerCase();
    if (!address || seen.has(address)) return false;
    seen.add(address);
    return true;
  });
}
