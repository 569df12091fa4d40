import { CohortHeatMap } from '@/components/insights/cohort-heat-map';
import { RetentionPanel } from '@/components/insights/retention-panel';
import { getRetentionCohorts } from '@/lib/insights/student-retention/get-retention-cohorts';
import { getRetentionKpis } from '@/lib/insights/student-retention/get-retention-kpis';
import { listAtRiskStudents } from '@/lib/insights/student-retention/list-at-risk-students';

/** Retention KPIs over 30 or 90 days, the first at-risk students and six months of cohorts. */
export async function RetentionSection({ teacherId, days }: { teacherId: string; days: 30 | 90 }) {
  const now = new Date();
  const [kpis, atRisk, cohorts] = await Promise.all([
    getRetentionKpis({ teacherId, period: days === 30 ? '30d' : '90d', now }),
    listAtRiskStudents({ teacherId, query: { page: 1, limit: 10 }, now }),
    getRetentionCohorts({ teacherId, months: 6, now }),
  ]);
  return (
    <>
      <RetentionPanel kpis={kpis} atRisk={atRisk.data} />
      <CohortHeatMap cohorts={cohorts.cohorts} />
    </>
  );
}
