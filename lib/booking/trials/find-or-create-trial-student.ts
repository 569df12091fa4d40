import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { BusinessRuleError } from '@/lib/core/errors';
import { escapeLikePattern } from '@/lib/core/like-pattern';
import { recordLifecycleEvent } from '@/lib/students/record-lifecycle-event';

type Visitor = { teacherId: string; name: string; email: string; timezone: string; locale?: string; now: Date };

/**
 * The teacher's student with this address (compared case-insensitively), or a new one in status
 * `trial`, inside the booking's transaction, with an upsert on (teacherId, email). Two concurrent
 * requests of one visitor can still meet a unique violation on PostgreSQL (the upsert is not always
 * issued as INSERT ... ON CONFLICT); the booking then retries once and finds the student. An
 * address held by a deleted student cannot
 * book (the teacher removed them; a visitor cannot bring them back): 422 TRIAL_NOT_AVAILABLE.
 * A new student's lifecycle starts with `first_contact` (kept once per student, so a concurrent
 * request of the same visitor that meets the new row records nothing more).
 */
export async function findOrCreateTrialStudent(
  tx: Prisma.TransactionClient,
  { teacherId, name, email, timezone, locale, now }: Visitor,
): Promise<{ id: string }> {
  const existing = await tx.student.findFirst({
    where: { teacherId, email: { equals: escapeLikePattern(email), mode: 'insensitive' } },
    orderBy: [{ deletedAt: { sort: 'desc', nulls: 'first' } }, { createdAt: 'asc' }],
    select: { id: true, deletedAt: true },
  });
  if (existing?.deletedAt) throw notAvailable();
  if (existing) return { id: existing.id };
  const student = await tx.student.upsert({
    where: { teacherId_email: { teacherId, email } },
    // A new student reads the language of the page they booked on; a known one keeps theirs.
    create: { teacherId, name, email, timezone, locale, status: 'trial' },
    update: {},
    select: { id: true, deletedAt: true },
  });
  if (student.deletedAt) throw notAvailable();
  await recordLifecycleEvent(tx, {
    teacherId,
    studentId: student.id,
    type: 'first_contact',
    metadata: { source: 'trial_request' },
    occurredAt: now,
  });
  return { id: student.id };
}

const notAvailable = () =>
  new BusinessRuleError('TRIAL_NOT_AVAILABLE', 'This address cannot book a trial here; please contact the teacher');
