import 'server-only';
import { writeAudit } from '@/lib/audit/write-audit';
import type { StudentStatus } from '@/generated/prisma/enums';
import { db } from '@/lib/core/db';
import type { RequestMeta } from '@/lib/core/request-meta';
import { recordLifecycleEvent } from './record-lifecycle-event';
import type { TBulkStudentActionResult } from './response-schemas';
import type { TBulkStudentActionInput } from './schemas';

type BulkStudentAction = TBulkStudentActionInput & { teacherId: string; meta?: RequestMeta; now?: Date };

const targetStatus: Record<'activate' | 'deactivate', StudentStatus> = { activate: 'active', deactivate: 'inactive' };

/**
 * Activate (status `active`), deactivate (`inactive`) or soft-delete many students in one
 * transaction, answering one result per id in the order given. Ids that are unknown, deleted or
 * another teacher's are `not_found` and change nothing; the others are applied (a student already
 * in the target status counts as ok). An inactive student made active records `reactivated`.
 */
export async function bulkStudentAction({
  teacherId,
  action,
  studentIds,
  meta,
  now = new Date(),
}: BulkStudentAction): Promise<TBulkStudentActionResult> {
  const applied = await db.$transaction(async (tx) => {
    // Row locks: a concurrent delete or status change waits, so every result says what happened.
    const found = await tx.$queryRaw<{ id: string; status: StudentStatus }[]>`
      SELECT "id"::text AS "id", "status"::text AS "status" FROM "students"
       WHERE "teacherId" = ${teacherId}::uuid AND "deletedAt" IS NULL AND "id" = ANY(${studentIds}::uuid[])
       FOR UPDATE`;
    const ids = found.map((student) => student.id);
    if (action === 'delete') {
      await tx.student.updateMany({ where: { teacherId, deletedAt: null, id: { in: ids } }, data: { deletedAt: now } });
    } else {
      const status = targetStatus[action];
      await tx.student.updateMany({ where: { teacherId, deletedAt: null, id: { in: ids } }, data: { status } });
      const reactivated = found.filter((student) => student.status === 'inactive' && status === 'active');
      for (const student of reactivated) {
        await recordLifecycleEvent(tx, {
          teacherId,
          studentId: student.id,
          type: 'reactivated',
          metadata: { source: 'bulk_activate' },
        });
      }
    }
    return found;
  });

  const before = new Map(applied.map((student) => [student.id, student.status]));
  for (const [id, status] of before) {
    writeAudit({
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: action === 'delete' ? 'student.delete' : 'student.update',
      entity: { type: 'student', id },
      before: action === 'delete' ? { deletedAt: null } : { status },
      after: action === 'delete' ? { deletedAt: now } : { status: targetStatus[action] },
      metadata: { bulk: true, action },
      request: meta,
    });
  }
  return {
    results: studentIds.map((id) =>
      before.has(id) ? { id, ok: true } : { id, ok: false, error: 'not_found' as const },
    ),
  };
}
