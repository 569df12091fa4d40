import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { createInAppNotification } from '@/lib/notifications/in-app/create-notification';
import { transaction } from '@/lib/outbox/transaction';

/**
 * Raises Teacher.bestStreak to `streak` when it is below, with ONE conditional update
 * (`WHERE bestStreak < streak`): of two requests racing with the same record, the database lets
 * only one change the row (the other re-reads it after the first commits and matches nothing), and
 * only the one that changed it writes the `streak_record` notification and the audit entry, in the
 * same transaction. Answers whether this call set the record.
 */
export async function recordBestStreak({
  teacherId,
  streak,
  previousBest,
}: {
  teacherId: string;
  streak: number;
  /** The best streak the caller read, for the audit entry. */
  previousBest: number;
}): Promise<boolean> {
  return transaction(async (tx) => {
    const { count } = await tx.teacher.updateMany({
      where: { id: teacherId, deletedAt: null, bestStreak: { lt: streak } },
      data: { bestStreak: streak },
    });
    if (count === 0) return false;
    await createInAppNotification(tx, {
      teacherId,
      type: 'streak_record',
      title: `New record: a ${String(streak)}-day teaching streak`,
      body: `You have taught on ${String(streak)} days in a row, your best streak so far.`,
      data: { streak, previousBest, href: '/teacher' },
    });
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'system', id: null },
      action: 'dashboard.streak_record',
      entity: { type: 'teacher', id: teacherId },
      before: { bestStreak: previousBest },
      after: { bestStreak: streak },
    });
    return true;
  });
}
