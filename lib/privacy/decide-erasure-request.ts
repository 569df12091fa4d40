import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { ConflictError, NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { eraseStudent } from './erase-student';
import { erasureRequestListSelect, openErasureStatuses, toErasureRequestListItem } from './erasure-request-fields';
import type { TErasureRequestListItem } from './schemas';

type Decide = { teacherId: string; requestId: string; meta?: RequestMeta; now?: Date };

const notOpen = (status: string) =>
  new ConflictError(`The erasure request is ${status} and can no longer be decided`, 'INVALID_STATE');

async function findOpenRequest(teacherId: string, requestId: string) {
  const request = await db.dataErasureRequest.findFirst({
    where: { id: requestId, teacherId },
    select: { studentId: true, status: true },
  });
  if (!request) throw new NotFoundError('Erasure request');
  if (!(openErasureStatuses as readonly string[]).includes(request.status)) throw notOpen(request.status);
  return request;
}

const readRequest = async (requestId: string, now: Date) =>
  toErasureRequestListItem(
    await db.dataErasureRequest.findUniqueOrThrow({ where: { id: requestId }, select: erasureRequestListSelect }),
    now,
  );

/**
 * The teacher approves an open request of one of their students: the erasure runs (one
 * transaction, lib/privacy/erase-student.ts) and the request is `completed` with its report.
 * Another teacher's request is 404; a completed or rejected one is 409 INVALID_STATE.
 */
export async function approveErasureRequest({
  teacherId,
  requestId,
  meta,
  now = new Date(),
}: Decide): Promise<TErasureRequestListItem> {
  const request = await findOpenRequest(teacherId, requestId);
  await eraseStudent({
    teacherId,
    studentId: request.studentId,
    actor: { type: 'teacher', id: teacherId },
    requestId,
    meta,
    now,
  });
  return readRequest(requestId, now);
}

/**
 * The teacher rejects an open request with a reason (required: the student is owed one). The
 * status compare-and-set lets only one of two concurrent decisions win (the other is 409).
 */
export async function rejectErasureRequest({
  teacherId,
  requestId,
  reason,
  meta,
  now = new Date(),
}: Decide & { reason: string }): Promise<TErasureRequestListItem> {
  const request = await findOpenRequest(teacherId, requestId);
  await transaction(async (tx) => {
    const { count } = await tx.dataErasureRequest.updateMany({
      where: { id: requestId, teacherId, status: { in: [...openErasureStatuses] } },
      data: { status: 'rejected', rejectionReason: reason, completedAt: now },
    });
    if (count !== 1) throw notOpen('decided');
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'student.erasure_reject',
      entity: { type: 'data_erasure_request', id: requestId },
      before: { status: request.status },
      after: { status: 'rejected' },
      request: meta,
    });
  });
  return readRequest(requestId, now);
}
