import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { readKpiChoice } from './kpi-choice';
import type { TDashboardSettings, TUpdateDashboardSettingsInput } from './schemas';

/**
 * Stores the four dashboard KPIs (the body schema already holds them to exactly 4 distinct keys of
 * the 8). The whole config is replaced: it has no other field.
 */
export async function updateDashboardSettings({
  teacherId,
  input,
  meta,
}: {
  teacherId: string;
  input: TUpdateDashboardSettingsInput;
  meta?: RequestMeta;
}): Promise<TDashboardSettings> {
  return transaction(async (tx) => {
    const current = await tx.teacher.findFirst({
      where: { id: teacherId, deletedAt: null },
      select: { dashboardConfig: true },
    });
    if (!current) throw new NotFoundError('Teacher');
    const before = { kpis: readKpiChoice(current.dashboardConfig) };
    const after = { kpis: [...input.kpis] };
    await tx.teacher.update({ where: { id: teacherId }, data: { dashboardConfig: after } });
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'settings.update_dashboard',
      entity: { type: 'teacher', id: teacherId },
      before,
      after,
      request: meta,
    });
    return after;
  });
}
