import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { env } from '@/lib/core/env';
import { NotFoundError } from '@/lib/core/errors';
import { feedUrl } from './feed-token';
import type { TCalendarFeed } from './schemas';

/** Whose feed: a teacher's (all their sessions) or a student's (the sessions they attend, with their teacher). */
export type FeedOwner =
  { role: 'teacher'; teacherId: string } | { role: 'student'; studentId: string; teacherId: string };

/** The owner's token, or a 404 when the owner is gone (deleted meanwhile). */
export async function readFeedToken(client: Prisma.TransactionClient, owner: FeedOwner): Promise<string | null> {
  const row =
    owner.role === 'teacher'
      ? await client.teacher.findFirst({
          where: { id: owner.teacherId, deletedAt: null },
          select: { calendarFeedToken: true },
        })
      : await client.student.findFirst({
          where: { id: owner.studentId, teacherId: owner.teacherId, deletedAt: null },
          select: { calendarFeedToken: true },
        });
  if (!row) throw new NotFoundError(owner.role === 'teacher' ? 'Teacher' : 'Student');
  return row.calendarFeedToken;
}

/** Stores the owner's token (null turns the feed off). */
export async function writeFeedToken(client: Prisma.TransactionClient, owner: FeedOwner, token: string | null) {
  const data = { calendarFeedToken: token };
  const { count } =
    owner.role === 'teacher'
      ? await client.teacher.updateMany({ where: { id: owner.teacherId, deletedAt: null }, data })
      : await client.student.updateMany({
          where: { id: owner.studentId, teacherId: owner.teacherId, deletedAt: null },
          data,
        });
  if (count === 0) throw new NotFoundError(owner.role === 'teacher' ? 'Teacher' : 'Student');
}

export const feedState = (token: string | null): TCalendarFeed => ({
  enabled: token !== null,
  url: token === null ? null : feedUrl(env().APP_URL, token),
});

/** The audit actor of a change to the owner's feed. */
export const feedActor = (owner: FeedOwner) =>
  owner.role === 'teacher'
    ? { type: 'teacher' as const, id: owner.teacherId }
    : { type: 'student' as const, id: owner.studentId };

export const feedEntity = (owner: FeedOwner) =>
  owner.role === 'teacher' ? { type: 'teacher', id: owner.teacherId } : { type: 'student', id: owner.studentId };
