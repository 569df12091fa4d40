import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { ConflictError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import type { StudentRef } from '@/lib/booking/student/student-session-fields';
import { createInAppNotification } from '@/lib/notifications/in-app/create-notification';
import { transaction } from '@/lib/outbox/transaction';
import { erasureDueDays, erasureRequestSelect, openErasureStatuses, toErasureRequest } from './erasure-request-fields';
import type { TErasureRequest } from './schemas';

const dayMs = 24 * 60 * 60 * 1000;
const alreadyOpen = () => new ConflictError('You already have an erasure request in progress');

/**
 * The student asks for their data to be erased: a `pending` request due 30 days later (spec), one
 * open (pending or processing) request at a time (409 CONFLICT; the student row lock makes two
 * concurrent requests queue, so the second sees the first). The teacher gets an in-app
 * `erasure_requested` notification and the request is audited, both in the same transaction.
 */
export async function requestErasure({
  student,
  meta,
  now = new Date(),
}: {
  student: StudentRef;
  meta?: RequestMeta;
  now?: Date;
}): Promise<TErasureRequest> {
  return transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "students" WHERE "id" = ${student.id}::uuid AND "teacherId" = ${student.teacherId}::uuid FOR UPDATE`;
    const open = await tx.dataErasureRequest.findFirst({
      where: { teacherId: student.teacherId, studentId: student.id, status: { in: [...openErasureStatuses] } },
      select: { id: true },
    });
    if (open) throw alreadyOpen();
    const dueAt = new Date(now.getTime() + erasureDueDays * dayMs);
    const row = await tx.dataErasureRequest.create({
      data: { teacherId: student.teacherId, studentId: student.id, requestedBy: 'student', status: 'pending', dueAt },
      select: erasureRequestSelect,
    });
    await createInAppNotification(tx, {
      teacherId: student.teacherId,
      type: 'erasure_requested',
      title: 'A student asked for their data to be erased',
      body: `Due by ${dueAt.toISOString().slice(0, 10)}`,
      data: { href: '/teacher/privacy', requestId: row.id, dueAt: dueAt.toISOString() },
      studentId: student.id,
    });
    await recordAudit(tx, {
      teacherId: student.teacherId,
      actor: { type: 'student', id: student.id },
      action: 'student.erasure_request',
      entity: { type: 'data_erasure_request', id: row.id },
      metadata: { dueAt: dueAt.toISOString() },
      request: meta,
    });
    return toErasureRequest(row, now);
  });
}
