import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { transaction } from '@/lib/outbox/transaction';
import { getRetentionSettings } from '@/lib/data-retention/get-retention-settings';
import { detectedLifecycleTypes, type DetectedLifecycleType } from '@/lib/students/lifecycle-schemas';
import { detectExpiringEnrollments, expireEnrollments } from './detect-enrollment-events';
import { detectCompletedTrials, detectGapsAndChurn, detectMilestones, detectStreaks } from './detect-session-events';
import { occurrenceId, type DetectedEvent } from './detected-event';

export type LifecycleDetectionResult = { written: Partial<Record<DetectedLifecycleType, number>>; expired: number };

type ExistingRow = { type: string; studentId: string; key: string | null };

/**
 * The keys of the occurrences already stored for these students, in ONE query. `churned` is read as
 * `churn_detected` (its alias), and a trial_completed written by completeSession (metadata.sessionId,
 * no key) counts as `session:<id>`.
 */
async function storedOccurrences(tx: Prisma.TransactionClient, teacherId: string, studentIds: string[]) {
  const rows = await tx.$queryRaw<ExistingRow[]>`
    SELECT CASE WHEN "type" = 'churned' THEN 'churn_detected' ELSE "type"::text END AS "type", "studentId",
           coalesce("metadata"->>'key',
                    CASE WHEN "type" = 'trial_completed' THEN 'session:' || ("metadata"->>'sessionId') END) AS "key"
      FROM "student_lifecycle_events"
     WHERE "teacherId" = ${teacherId}::uuid AND "studentId" = ANY(${studentIds}::uuid[])
       AND "type"::text = ANY(${[...detectedLifecycleTypes, 'churned']}::text[])`;
  return new Set(rows.flatMap((row) => (row.key ? [occurrenceId({ ...row, key: row.key })] : [])));
}

/**
 * The daily lifecycle detection of one teacher (decision 0047), in one transaction held under a
 * per-teacher advisory lock (two runs at once take turns; the second finds everything written):
 * expire enrollments past validUntil, run each detector as one set-based statement, read the
 * occurrences already stored in one query, and insert the new ones in one createMany. Nothing is
 * ever queried per student, so a run costs about ten statements whatever the roster's size.
 */
export async function detectLifecycleEvents({
  teacherId,
  now = new Date(),
}: {
  teacherId: string;
  now?: Date;
}): Promise<LifecycleDetectionResult> {
  return transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`lifecycle-detection:${teacherId}`}, 0))`;
    const thresholds = await getRetentionSettings({ teacherId }, tx);
    const expired = await expireEnrollments(tx, teacherId, now);
    const found: DetectedEvent[] = [
      ...expired,
      ...(await detectExpiringEnrollments(tx, teacherId, now)),
      ...(await detectGapsAndChurn(tx, teacherId, now, thresholds)),
      ...(await detectStreaks(tx, teacherId)),
      ...(await detectMilestones(tx, teacherId)),
      ...(await detectCompletedTrials(tx, teacherId)),
    ];
    const written: LifecycleDetectionResult['written'] = {};
    if (found.length === 0) return { written, expired: expired.length };
    const stored = await storedOccurrences(tx, teacherId, [...new Set(found.map((event) => event.studentId))]);
    const fresh = found.filter((event) => !stored.has(occurrenceId(event)));
    if (fresh.length) {
      await tx.studentLifecycleEvent.createMany({
        data: fresh.map(({ studentId, type, key, occurredAt, metadata }) => ({
          teacherId,
          studentId,
          type,
          occurredAt,
          metadata: { ...metadata, key, source: 'lifecycle_detection' },
        })),
      });
    }
    for (const event of fresh) written[event.type] = (written[event.type] ?? 0) + 1;
    return { written, expired: expired.length };
  });
}
