import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { ConflictError, NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { isUniqueViolation } from '@/lib/core/prisma-errors';
import { transaction } from '@/lib/outbox/transaction';
import { findWaitlistPlace } from './find-waitlist-place';
import type { TJoinWaitlistInput, TWaitlistPlace } from './schemas';
import { openWaitlistStatuses, type WaitlistStudent } from './waitlist-student';

type Key = { teacherId: string; studentId: string; serviceId: string };

const maxAttempts = 3;

/**
 * The student joins the waitlist of one of their teacher's published services, active or paused (a
 * paused one may reopen); drafts, archived and deleted services are 404.
 * Already waiting or notified: the existing place, `created` false. A cancelled or converted entry
 * (one row per service and student) is re-opened as waiting at the end of the line.
 */
export async function joinWaitlist({
  student,
  input,
  meta,
  now = new Date(),
}: {
  student: WaitlistStudent;
  input: TJoinWaitlistInput;
  meta?: RequestMeta;
  now?: Date;
}): Promise<{ place: TWaitlistPlace; created: boolean }> {
  const service = await db.service.findFirst({
    where: { id: input.serviceId, teacherId: student.teacherId, deletedAt: null, status: { in: ['active', 'paused'] } },
    select: { id: true },
  });
  if (!service) throw new NotFoundError('Service');
  const key = { teacherId: student.teacherId, studentId: student.id, serviceId: service.id };
  const created = await openEntry(key, now, meta);
  const place = await findWaitlistPlace(key);
  // Only a leave racing this join can remove the entry between the two statements.
  if (!place) throw new ConflictError('The waitlist changed meanwhile, try again');
  return { place, created };
}

/**
 * Makes the entry waiting; true when it was created or re-opened (then audited in the same
 * transaction), false when it already was open.
 */
async function openEntry(key: Key, now: Date, meta?: RequestMeta): Promise<boolean> {
  for (let attempt = 1; ; attempt += 1) {
    const existing = await db.waitlistEntry.findFirst({
      where: { teacherId: key.teacherId, serviceId: key.serviceId, studentId: key.studentId },
      select: { id: true, status: true },
    });
    if (existing && (openWaitlistStatuses as readonly string[]).includes(existing.status)) return false;
    try {
      const opened = await transaction(async (tx) => {
        let entryId: string;
        if (existing) {
          // Compare-and-set on the status just read: a concurrent join re-opens it only once.
          const { count } = await tx.waitlistEntry.updateMany({
            where: { id: existing.id, teacherId: key.teacherId, status: existing.status },
            data: { status: 'waiting', createdAt: now, notifiedAt: null },
          });
          if (count === 0) return false;
          entryId = existing.id;
        } else {
          const entry = await tx.waitlistEntry.create({
            data: { ...key, status: 'waiting', createdAt: now },
            select: { id: true },
          });
          entryId = entry.id;
        }
        const place = await findWaitlistPlace(key, tx);
        await recordAudit(tx, {
          teacherId: key.teacherId,
          actor: { type: 'student', id: key.studentId },
          action: 'waitlist.join',
          entity: { type: 'waitlist_entry', id: entryId },
          after: { status: 'waiting', position: place?.position },
          metadata: { serviceId: key.serviceId },
          request: meta,
        });
        return true;
      });
      if (opened) return true;
    } catch (error) {
      // A concurrent first join created the row: read it again.
      if (!isUniqueViolation(error)) throw error;
    }
    if (attempt >= maxAttempts) throw new ConflictError('The waitlist changed meanwhile, try again');
  }
}
