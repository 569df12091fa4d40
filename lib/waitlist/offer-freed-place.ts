import 'server-only';
import { db } from '@/lib/core/db';
import { log } from '@/lib/core/log';
import { transaction } from '@/lib/outbox/transaction';
import { offerCandidateSelect, sendWaitlistOffer } from './send-waitlist-offer';

/** Concurrent offers for one service each take a different entry; a lost race reads the next one. */
const maxAttempts = 5;

/**
 * A place of a service freed up (a session cancelled or moved, an enrollment cancelled): the first
 * student waiting for the service is offered it by e-mail. Called after the freeing transaction
 * commits; never throws into the caller's response (a failed offer is logged and retried by the
 * next freed place). Nothing waiting, or the service deleted or archived: nothing happens.
 */
export async function offerFreedPlace({
  teacherId,
  serviceId,
  now = new Date(),
}: {
  teacherId: string;
  serviceId: string;
  now?: Date;
}): Promise<void> {
  try {
    await notifyFirstInLine({ teacherId, serviceId, now });
  } catch (error) {
    log.error({ err: error, teacherId, serviceId }, 'waitlist offer for a freed place failed');
  }
}

/**
 * Offers the place to the first waiting entry (by createdAt, id) through sendWaitlistOffer (its
 * compare-and-set means two frees never notify the same student twice; a lost race reads the next
 * entry). Deleted or anonymised students are skipped.
 */
async function notifyFirstInLine({ teacherId, serviceId, now }: { teacherId: string; serviceId: string; now: Date }) {
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    const candidate = await db.waitlistEntry.findFirst({
      where: {
        teacherId,
        serviceId,
        status: 'waiting',
        student: { deletedAt: null, anonymizedAt: null },
        service: { teacherId, deletedAt: null, status: { not: 'archived' } },
      },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: offerCandidateSelect,
    });
    if (!candidate) return null;
    const notified = await transaction((tx) =>
      sendWaitlistOffer(tx, { teacherId, serviceId, candidate, actor: { type: 'system', id: null }, now }),
    );
    if (notified) return candidate;
  }
  log.warn({ teacherId, serviceId }, 'waitlist offer gave up after repeated concurrent offers');
  return null;
}
