import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { feedActor, feedEntity, feedState, readFeedToken, writeFeedToken, type FeedOwner } from './feed-owner';
import { newFeedToken } from './feed-token';
import type { TCalendarFeed } from './schemas';

/**
 * A new secret for the owner's feed URL: turns the feed on, or replaces a URL that was shared too
 * widely. The previous URL answers 404 from this commit on (the token is the only key).
 */
export async function rotateCalendarFeed({
  owner,
  meta,
}: {
  owner: FeedOwner;
  meta?: RequestMeta;
}): Promise<TCalendarFeed> {
  const token = newFeedToken();
  await transaction(async (tx) => {
    const previous = await readFeedToken(tx, owner);
    await writeFeedToken(tx, owner, token);
    await recordAudit(tx, {
      teacherId: owner.teacherId,
      actor: feedActor(owner),
      action: previous ? 'calendar_feed.rotate' : 'calendar_feed.enable',
      entity: feedEntity(owner),
      request: meta,
    });
  });
  return feedState(token);
}
