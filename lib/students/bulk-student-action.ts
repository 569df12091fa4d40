import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import type { StudentStatus } from '@/generated/prisma/enums';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
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
  const applied = await transaction(async (tx) => {
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
    await recordAudit(
      tx,
      ...found.map(({ id, status }) => ({
        teacherId,
        actor: { type: 'teacher' as const, id: teacherId },
        action: action === 'delete' ? ('student.delete' as const) : ('student.update' as const),
        entity: { type: 'student', id },
        before: action === 'delete' ? { deletedAt: null } : { status },
        after: action === 'delete' ? { deletedAt: now } : { status: targetStatus[action] },
        metadata: { bulk: true, action },
        request: meta,
      })),
    );
    return new Set(ids);
  });

  return {
    results: studentIds.map((id) =>
      applied.has(id) ? { id, ok: true } : { id, ok: false, error: 'not_found' as const },
    ),
  };
}
