import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { feedActor, feedEntity, feedState, readFeedToken, writeFeedToken, type FeedOwner } from './feed-owner';
import type { TCalendarFeed } from './schemas';

/** Turns the owner's feed off: its URL answers 404. Turning off a feed that is off changes nothing. */
export async function turnOffCalendarFeed({
  owner,
  meta,
}: {
  owner: FeedOwner;
  meta?: RequestMeta;
}): Promise<TCalendarFeed> {
  await transaction(async (tx) => {
    if ((await readFeedToken(tx, owner)) === null) return;
    await writeFeedToken(tx, owner, null);
    await recordAudit(tx, {
      teacherId: owner.teacherId,
      actor: feedActor(owner),
      action: 'calendar_feed.disable',
      entity: feedEntity(owner),
      request: meta,
    });
  });
  return feedState(null);
}
