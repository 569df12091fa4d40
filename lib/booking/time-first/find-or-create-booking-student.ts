import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import type { Prisma } from '@/lib/core/db';
import { BusinessRuleError } from '@/lib/core/errors';
import { escapeLikePattern } from '@/lib/core/like-pattern';
import type { RequestMeta } from '@/lib/core/request-meta';
import { recordLifecycleEvent } from '@/lib/students/record-lifecycle-event';

type Visitor = {
  teacherId: string;
  name: string;
  email: string;
  timezone: string;
  locale?: string;
  now: Date;
  meta?: RequestMeta;
};

/**
 * The teacher's student with this address (case-insensitive), or a new one, inside the booking's
 * transaction. A new student is a prospect in status `trial` (0013: the payment makes them active)
 * in the visitor's zone, with `first_contact` and `student.self_register`, as an enrolling visitor.
 * The upsert on (teacherId, email) lets two requests of one visitor make one student; when
 * PostgreSQL still reports the unique violation, the caller retries once and finds them. An address
 * held by a deleted student cannot book (the teacher removed them): 422 BOOKING_NOT_AVAILABLE.
 */
export async function findOrCreateBookingStudent(
  tx: Prisma.TransactionClient,
  { teacherId, name, email, timezone, locale, now, meta }: Visitor,
): Promise<{ id: string; email: string; created: boolean }> {
  const existing = await tx.student.findFirst({
    where: { teacherId, email: { equals: escapeLikePattern(email), mode: 'insensitive' } },
    orderBy: [{ deletedAt: { sort: 'desc', nulls: 'first' } }, { createdAt: 'asc' }],
    select: { id: true, email: true, deletedAt: true },
  });
  if (existing?.deletedAt) throw notAvailable();
  if (existing) return { id: existing.id, email: existing.email, created: false };
  const student = await tx.student.upsert({
    where: { teacherId_email: { teacherId, email } },
    // A new student reads the language of the page they booked on; a known one keeps theirs.
    create: { teacherId, name, email, timezone, locale, status: 'trial' },
    update: {},
    select: { id: true, email: true, deletedAt: true },
  });
  if (student.deletedAt) throw notAvailable();
  await recordLifecycleEvent(tx, {
    teacherId,
    studentId: student.id,
    type: 'first_contact',
    metadata: { source: 'time_first_booking' },
    occurredAt: now,
  });
  await recordAudit(tx, {
    teacherId,
    actor: { type: 'student', id: student.id },
    action: 'student.self_register',
    entity: { type: 'student', id: student.id },
    after: { name, email, status: 'trial' },
    metadata: { source: 'time_first_booking' },
    request: meta,
  });
  return { id: student.id, email: student.email, created: true };
}

const notAvailable = () =>
  new BusinessRuleError('BOOKING_NOT_AVAILABLE', 'This address cannot book here; please contact the teacher');
