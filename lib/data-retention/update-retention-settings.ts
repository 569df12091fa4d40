import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { NotFoundError, ValidationError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { getRetentionSettings, retentionSettingsSelect } from './get-retention-settings';
import { retentionRuleIssues, type TRetentionSettings, type TUpdateRetentionSettingsInput } from './schemas';

type UpdateRetentionSettings = { teacherId: string; input: TUpdateRetentionSettingsInput; meta?: RequestMeta };

/**
 * Merges the fields sent into the settings in force (defaults when none are stored) and upserts the
 * row. The merged result is checked against the rules between fields (churn after at risk, notice
 * shorter than the inactivity period): a PATCH of one side of a pair is judged with the stored other
 * side (400 VALIDATION_ERROR naming the field). The teacher's row is locked first, so two saves at
 * once cannot both insert or undo each other.
 */
export async function updateRetentionSettings({
  teacherId,
  input,
  meta,
}: UpdateRetentionSettings): Promise<TRetentionSettings> {
  return transaction(async (tx) => {
    const [teacher] = await tx.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "teachers" WHERE "id" = ${teacherId}::uuid AND "deletedAt" IS NULL FOR UPDATE`;
    if (!teacher) throw new NotFoundError('Teacher');
    const before = await getRetentionSettings({ teacherId }, tx);
    const after: TRetentionSettings = { ...before, ...input };
    const issues = retentionRuleIssues(after);
    if (issues.length) throw new ValidationError('The request is not valid', issues);
    const saved = await tx.retentionSettings.upsert({
      where: { teacherId },
      create: { teacherId, ...after },
      update: after,
      select: retentionSettingsSelect,
    });
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'settings.retention.update',
      entity: { type: 'retention_settings', id: teacherId },
      before,
      after: saved,
      request: meta,
    });
    return saved;
  });
}
