import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { ensureFamilyMember, type EnsureFamilyMember, type FamilyMember } from '@/lib/families/ensure-family-member';
import { recordLifecycleEvent } from './record-lifecycle-event';

/**
 * The learner a public booking for someone else is for (issue 34, decision 0128), found or made in
 * the payer's family inside the booking's transaction; a learner made now gets their `first_contact`
 * event, marked with where the booking came from and the family. One place for the trial, enrolment
 * and time-first paths.
 */
export async function ensureBookedFamilyMember(
  tx: Prisma.TransactionClient,
  input: EnsureFamilyMember & { now?: Date },
): Promise<FamilyMember> {
  const { now, ...member } = input;
  const found = await ensureFamilyMember(tx, member);
  if (found.memberCreated) {
    await recordLifecycleEvent(tx, {
      teacherId: input.teacherId,
      studentId: found.studentId,
      type: 'first_contact',
      metadata: { source: input.source, familyId: found.familyId },
      occurredAt: now,
    });
  }
  return found;
}
