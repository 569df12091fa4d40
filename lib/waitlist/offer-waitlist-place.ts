import 'server-only';
import { db } from '@/lib/core/db';
import { ConflictError, NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { placesLeft, serviceWaitlistEntries } from './list-service-waitlist';
import type { TServiceWaitlistEntry } from './schemas';
import { offerCandidateSelect, sendWaitlistOffer } from './send-waitlist-offer';

/**
 * The teacher offers a free place of their service to one student of its waitlist, whoever is first
 * in line: the same offer a freed place makes to the first in line (sendWaitlistOffer: the entry
 * becomes `notified`, the student gets the "A place opened" e-mail, audited `waitlist.offer` with
 * the teacher as actor). Refused when no place is free (409 SERVICE_FULL: the e-mail would promise a
 * place the checkout refuses; raise the capacity or cancel an enrollment first), when the student was
 * offered a place already or is no longer waiting (409 INVALID_STATE), or when the service is
 * archived (409 INVALID_STATE). Another teacher's entry or service, a deleted service or student, or
 * an entry of another service is 404.
 */
export async function offerWaitlistPlace({
  teacherId,
  serviceId,
  entryId,
  meta,
  now = new Date(),
}: {
  teacherId: string;
  serviceId: string;
  entryId: string;
  meta?: RequestMeta;
  now?: Date;
}): Promise<TServiceWaitlistEntry> {
  const entry = await db.waitlistEntry.findFirst({
    where: {
      id: entryId,
      teacherId,
      serviceId,
      service: { teacherId, deletedAt: null },
      student: { deletedAt: null, anonymizedAt: null },
    },
    select: {
      ...offerCandidateSelect,
      status: true,
      service: { select: { ...offerCandidateSelect.service.select, status: true, capacity: true } },
    },
  });
  if (!entry) throw new NotFoundError('Waitlist entry');
  const { name } = entry.student;
  if (entry.status === 'notified') {
    throw new ConflictError(`A place was already offered to ${name}`, 'INVALID_STATE');
  }
  if (entry.status !== 'waiting') throw new ConflictError(`${name} is no longer waiting`, 'INVALID_STATE');
  if (entry.service.status === 'archived') {
    throw new ConflictError('An archived service takes no students', 'INVALID_STATE');
  }

  const offered = await transaction(async (tx) => {
    const left = await placesLeft({ teacherId, serviceId, capacity: entry.service.capacity }, tx);
    if (left === 0) {
      throw new ConflictError(
        `Every place of ${entry.service.name} is taken: raise its capacity or cancel an enrollment first`,
        'SERVICE_FULL',
      );
    }
    return sendWaitlistOffer(tx, {
      teacherId,
      serviceId,
      candidate: entry,
      actor: { type: 'teacher', id: teacherId },
      now,
      meta,
    });
  });
  if (!offered) throw new ConflictError(`${name} is no longer waiting`, 'INVALID_STATE');
  const [row] = await serviceWaitlistEntries({ teacherId, serviceId, entryId });
  if (!row) throw new ConflictError(`${name} is no longer waiting`, 'INVALID_STATE');
  return row;
}
