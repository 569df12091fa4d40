import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { env } from '@/lib/core/env';
import { NotFoundError } from '@/lib/core/errors';
import { feedUrl } from './feed-token';
import type { TCalendarFeed } from './schemas';

/**
 * Whose feed: a teacher's (all their sessions), a student's (the sessions they attend, with their
 * teacher), or a family's (every member's sessions: the payer's one feed, issue 34).
 */
export type FeedOwner =
  | { role: 'teacher'; teacherId: string }
  | { role: 'student'; studentId: string; teacherId: string }
  | { role: 'family'; familyId: string; teacherId: string };

const ownerLabel = { teacher: 'Teacher', student: 'Student', family: 'Family' } as const;

/** The feed owner a student-side session speaks for: a payer's session owns the family's feed. */
export const studentSideFeedOwner = (
  student: { id: string; teacherId: string },
  payer: { familyId: string } | null,
): FeedOwner =>
  payer
    ? { role: 'family', familyId: payer.familyId, teacherId: student.teacherId }
    : { role: 'student', studentId: student.id, teacherId: student.teacherId };

/** The owner's token, or a 404 when the owner is gone (deleted meanwhile). */
export async function readFeedToken(client: Prisma.TransactionClient, owner: FeedOwner): Promise<string | null> {
  const row =
    owner.role === 'teacher'
      ? await client.teacher.findFirst({
          where: { id: owner.teacherId, deletedAt: null },
          select: { calendarFeedToken: true },
        })
      : owner.role === 'family'
        ? await client.family.findFirst({
            where: { id: owner.familyId, teacherId: owner.teacherId },
            select: { calendarFeedToken: true },
          })
        : await client.student.findFirst({
            where: { id: owner.studentId, teacherId: owner.teacherId, deletedAt: null },
            select: { calendarFeedToken: true },
          });
  if (!row) throw new NotFoundError(ownerLabel[owner.role]);
  return row.calendarFeedToken;
}

/** Stores the owner's token (null turns the feed off). */
export async function writeFeedToken(client: Prisma.TransactionClient, owner: FeedOwner, token: string | null) {
  const data = { calendarFeedToken: token };
  const { count } =
    owner.role === 'teacher'
      ? await client.teacher.updateMany({ where: { id: owner.teacherId, deletedAt: null }, data })
      : owner.role === 'family'
        ? await client.family.updateMany({ where: { id: owner.familyId, teacherId: owner.teacherId }, data })
        : await client.student.updateMany({
            where: { id: owner.studentId, teacherId: owner.teacherId, deletedAt: null },
            data,
          });
  if (count === 0) throw new NotFoundError(ownerLabel[owner.role]);
}

export const feedState = (token: string | null): TCalendarFeed => ({
  enabled: token !== null,
  url: token === null ? null : feedUrl(env().APP_URL, token),
});

/** The audit actor of a change to the owner's feed. */
export const feedActor = (owner: FeedOwner) =>
  owner.role === 'teacher'
    ? { type: 'teacher' as const, id: owner.teacherId }
    : owner.role === 'family'
      ? { type: 'payer' as const, id: owner.familyId }
      : { type: 'student' as const, id: owner.studentId };

export const feedEntity = (owner: FeedOwner) =>
  owner.role === 'teacher'
    ? { type: 'teacher', id: owner.teacherId }
    : owner.role === 'family'
      ? { type: 'family', id: owner.familyId }
      : { type: 'student', id: owner.studentId };
