import 'server-only';
import { db } from '@/lib/core/db';
import { log } from '@/lib/core/log';
import { transaction } from '@/lib/outbox/transaction';
import { overdueErasureKind } from './retention-rules';

type Overdue = { id: string; studentId: string; dueAt: Date; status: string; notified: boolean };

/**
 * Erasure requests still open (pending or processing) past their dueAt: each one is logged as a
 * compliance warning at every run (an operator's alert keeps firing while the breach lasts), and
 * the teacher gets ONE in-app notification per request (`erasure_requested`, data.kind
 * `erasure_overdue`, always written: no toggle silences a legal deadline). The notice is written
 * with a conditional insert under a per-teacher advisory lock, so two runs never write two.
 */
export async function warnOverdueErasures({ teacherId, now }: { teacherId: string; now: Date }) {
  const overdue = await db.$queryRaw<Overdue[]>`
    SELECT r."id", r."studentId", r."dueAt", r."status"::text AS "status",
           EXISTS (SELECT 1 FROM "notifications" n
                    WHERE n."teacherId" = r."teacherId" AND n."type" = 'erasure_requested'
                      AND n."data"->>'kind' = ${overdueErasureKind} AND n."data"->>'requestId' = r."id"::text) AS "notified"
      FROM "data_erasure_requests" r
     WHERE r."teacherId" = ${teacherId}::uuid AND r."status" IN ('pending', 'processing')
       AND r."dueAt" < ${now}::timestamptz
     ORDER BY r."dueAt"`;
  for (const request of overdue) {
    log.warn(
      { teacherId, erasureRequestId: request.id, dueAt: request.dueAt.toISOString(), status: request.status },
      'compliance: erasure request overdue',
    );
  }
  const toNotify = overdue.filter((request) => !request.notified);
  if (toNotify.length === 0) return { overdue: overdue.length, notified: 0 };
  const notified = await transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`retention-overdue:${teacherId}`}, 0))`;
    let written = 0;
    for (const request of toNotify) {
      written += await tx.$executeRaw`
        INSERT INTO "notifications" ("id", "teacherId", "studentId", "recipientRole", "type", "title", "body", "data", "createdAt")
        SELECT gen_random_uuid(), ${teacherId}::uuid, ${request.studentId}::uuid, 'teacher', 'erasure_requested',
               'An erasure request is overdue',
               ${`It was due on ${request.dueAt.toISOString().slice(0, 10)}. Erase the student's data or reject the request with a reason.`},
               ${JSON.stringify({ kind: overdueErasureKind, requestId: request.id, href: '/teacher/privacy', dueAt: request.dueAt.toISOString() })}::jsonb,
               ${now}::timestamptz
         WHERE NOT EXISTS (SELECT 1 FROM "notifications" n
                            WHERE n."teacherId" = ${teacherId}::uuid AND n."type" = 'erasure_requested'
                              AND n."data"->>'kind' = ${overdueErasureKind}
                              AND n."data"->>'requestId' = ${request.id})`;
    }
    return written;
  });
  return { overdue: overdue.length, notified };
}
