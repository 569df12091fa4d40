import 'server-only';
import { db } from '@/lib/core/db';
import { BusinessRuleError } from '@/lib/core/errors';
import { log } from '@/lib/core/log';
import { usableTimeZone } from '@/lib/core/time';
import { zonedIsoDate } from '@/lib/core/zoned-date';
import { createInvoiceDraft } from './create-invoice-draft';
import { chargedSessionStatuses } from './student-balance-lines';

export type MonthlyRunResult = { teachers: number; drafts: number };

/**
 * The monthly run (issue 35): on the first day of the month on the teacher's clock, one draft per
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
      services: { some: { billing: 'postpaid' } },
      ...(teacherIds ? { id: { in: teacherIds } } : {}),
    },
    select: { id: true, timezone: true },
  });
  const result: MonthlyRunResult = { teachers: 0, drafts: 0 };
  for (const teacher of teachers) {
    const today = zonedIsoDate(now, usableTimeZone(teacher.timezone));
    if (!today.endsWith('-01')) continue;
    const month = today.slice(0, 7);
    const claimed = await db.$queryRaw<{ teacherId: string }[]>`
      INSERT INTO "billing_settings" ("teacherId", "updatedAt", "lastMonthlyRun") VALUES (${teacher.id}::uuid, now(), ${month})
      ON CONFLICT ("teacherId") DO UPDATE SET "lastMonthlyRun" = EXCLUDED."lastMonthlyRun"
        WHERE "billing_settings"."lastMonthlyRun" IS DISTINCT FROM EXCLUDED."lastMonthlyRun"
      RETURNING "teacherId"`;
    if (claimed.length === 0) continue;
    result.teachers += 1;
    const owing = await db.session.findMany({
      where: {
        teacherId: teacher.id,
        status: { in: [...chargedSessionStatuses] },
        service: { billing: 'postpaid' },
        student: { deletedAt: null },
      },
      distinct: ['studentId'],
      select: { studentId: true },
    });
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
