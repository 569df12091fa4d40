import 'server-only';
import { db } from '@/lib/core/db';
import { feedState, readFeedToken, type FeedOwner } from './feed-owner';
import type { TCalendarFeed } from './schemas';

/** Whether the owner's private feed is on, and its URL. */
export async function getCalendarFeed({ owner }: { owner: FeedOwner }): Promise<TCalendarFeed> {
  return feedState(await readFeedToken(db, owner));
}
