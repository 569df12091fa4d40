import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { ConflictError } from '@/lib/core/errors';
import { isOverlapViolation } from '@/lib/booking/is-overlap-violation';
import type { RowOutcome } from '../write-row-outcomes';
import type { SessionValues } from './session-rows';

type Row = { line: number; values: SessionValues };

/**
 * Creates the sessions of a calendar import inside the caller's transaction, `scheduled`, under the
 * import's service. The preview's conflict check is advice; the sessions' no-overlap constraint is
 * the referee: a session booked since the preview makes the whole commit a 409 SLOT_UNAVAILABLE,
 * so nothing is double-booked and nothing is half imported.
 */
export async function commitSessionRows(
  tx: Prisma.TransactionClient,
  { teacherId, serviceId, rows }: { teacherId: string; serviceId: string; rows: Row[] },
): Promise<RowOutcome[]> {
  const toCreate = rows.filter((row) => row.values.start);
  let created: { id: string; startUtc: Date; updatedAt: Date }[];
  try {
    created = await tx.session.createManyAndReturn({
      data: toCreate.map(({ values }) => ({
        teacherId,
        serviceId,
        studentId: values.studentId,
        startUtc: new Date(values.start),
        endUtc: new Date(values.end),
        timezone: values.timezone,
        status: 'scheduled' as const,
        teacherNotes: values.summary,
      })),
      select: { id: true, startUtc: true, updatedAt: true },
    });
  } catch (error) {
    if (isOverlapViolation(error)) {
      throw new ConflictError('A lesson of the file overlaps a session booked since the preview', 'SLOT_UNAVAILABLE');
    }
    throw error;
  }
  const byStart = new Map(created.map((session) => [session.startUtc.getTime(), session]));
  return toCreate.map((row) => {
    const session = byStart.get(new Date(row.values.start).getTime())!;
    return {
      line: row.line,
      action: 'create' as const,
      entityId: session.id,
      before: null,
      appliedAt: session.updatedAt,
    };
  });
}
