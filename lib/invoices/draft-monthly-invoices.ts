import 'server-only';
import { db } from '@/lib/core/db';
import { BusinessRuleError } from '@/lib/core/errors';
import { log } from '@/lib/core/log';
import { usableTimeZone } from '@/lib/core/time';
import { zonedIsoDate } from '@/lib/core/zoned-date';
import { chargeMonthlyTuition } from './charge-monthly-tuition';
import { createInvoiceDraft } from './create-invoice-draft';
import { owedSessionWhere } from './student-balance-lines';

export type MonthlyRunResult = { teachers: number; drafts: number; tuitionCharges: number };

/**
 * The monthly run (issue 35). Every run (hourly), each teacher with monthly services charges this
 * local month's tuition to every student enrolled in one (decision 0133: idempotent by its unique
 * key, so a missed or repeated hour changes nothing, and a student enrolled mid-month is charged at
 * the next run if their booking did not already). Then, on the first day of the month on the teacher's clock, one draft per
 * student with unbilled post-paid lessons, for the teacher to review and issue. Once per local month
 * whatever the number of instances or runs: the teacher is claimed by moving
 * `billing_settings.lastMonthlyRun` to the month with a conditional upsert (only one writer sees
 * its row come back). A run that failed half-way is harmless to repeat by hand: lessons on a draft
 * are billed, so a second draft only takes what the first did not. `teacherIds` narrows it (tests).
 */
export async function draftMonthlyInvoices({
  now = new Date(),
  teacherIds,
}: { now?: Date; teacherIds?: string[] } = {}): Promise<MonthlyRunResult> {
  const teachers = await db.teacher.findMany({
    where: {
      deletedAt: null,
      services: { some: { billing: { in: ['postpaid', 'monthly'] }, deletedAt: null } },
      ...(teacherIds ? { id: { in: teacherIds } } : {}),
    },
    select: {
      id: true,
      timezone: true,
      services: { where: { billing: 'monthly', deletedAt: null }, select: { id: true }, take: 1 },
    },
  });
  const result: MonthlyRunResult = { teachers: 0, drafts: 0, tuitionCharges: 0 };
  for (const teacher of teachers) {
    const today = zonedIsoDate(now, usableTimeZone(teacher.timezone));
    const month = today.slice(0, 7);
    if (teacher.services.length > 0) {
      result.tuitionCharges += await chargeMonthlyTuition(db, { teacherId: teacher.id, month });
    }
    if (!today.endsWith('-01')) continue;
    const claimed = await db.$queryRaw<{ teacherId: string }[]>`
      INSERT INTO "billing_settings" ("teacherId", "updatedAt", "lastMonthlyRun") VALUES (${teacher.id}::uuid, now(), ${month})
      ON CONFLICT ("teacherId") DO UPDATE SET "lastMonthlyRun" = EXCLUDED."lastMonthlyRun"
        WHERE "billing_settings"."lastMonthlyRun" IS DISTINCT FROM EXCLUDED."lastMonthlyRun"
      RETURNING "teacherId"`;
    if (claimed.length === 0) continue;
    result.teachers += 1;
    const [lessons, tuition] = await Promise.all([
      db.session.findMany({
        where: {
          teacherId: teacher.id,
          ...owedSessionWhere,
          service: { billing: 'postpaid' },
          student: { deletedAt: null },
        },
        distinct: ['studentId'],
        select: { studentId: true },
      }),
      db.tuitionCharge.findMany({
        where: { teacherId: teacher.id, student: { deletedAt: null } },
        distinct: ['studentId'],
        select: { studentId: true },
      }),
    ]);
    const owing = [...new Set([...lessons, ...tuition].map((row) => row.studentId))].map((studentId) => ({
      studentId,
    }));
    for (const { studentId } of owing) {
      if (!studentId) continue;
      try {
        await createInvoiceDraft({ teacherId: teacher.id, input: { studentId, fromBalance: true } });
        result.drafts += 1;
      } catch (error) {
        // Everything already on an invoice, or only in another currency: nothing to draft.
        if (!(error instanceof BusinessRuleError)) throw error;
      }
    }
    log.info({ teacherId: teacher.id, month, drafts: result.drafts }, 'monthly invoice drafts');
  }
  return result;
}
