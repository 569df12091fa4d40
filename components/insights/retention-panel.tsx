import Link from 'next/link';
import { Card, CardContent } from '@/components/ui/card';
import { StatCard } from '@/components/ui/stat-card';
import type { TAtRiskStudent, TRetentionKpis } from '@/lib/insights/student-retention/schemas';

const reasonLabels = { at_risk: 'At risk', churned: 'Churned', no_upcoming: 'Nothing booked' } as const;
const orDash = (value: number | null, unit = '') => (value === null ? '—' : `${value}${unit}`);

/** Retention KPIs and the students to reach out to, each linking to their profile. */
export function RetentionPanel({ kpis, atRisk }: { kpis: TRetentionKpis; atRisk: TAtRiskStudent[] }) {
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard
          label="Retention rate"
          value={orDash(kpis.retentionRate.value, '%')}
          change={kpis.retentionRate.change}
        />
        <StatCard
          className="p-4 sm:p-5"
          label="At risk"
          value={orDash(kpis.atRisk.value)}
          change={kpis.atRisk.change}
          invert
        />
        <StatCard
          className="p-4 sm:p-5"
          label="Churned"
          value={orDash(kpis.churned.value)}
          change={kpis.churned.change}
          invert
        />
        <StatCard
          className="p-4 sm:p-5"
          label="Reactivated"
          value={orDash(kpis.reactivated.value)}
          change={kpis.reactivated.change}
        />
      </div>
      <Card>
        <CardContent className="pt-5 sm:pt-5">
          <h3 className="text-foreground mb-2 text-sm font-semibold">Students to reach out to</h3>
          {atRisk.length === 0 ? (
            <p className="text-muted-foreground text-sm">
              Nobody is slipping away. Students without a session for {kpis.thresholds.atRiskDays} days appear here.
            </p>
          ) : (
            <ul className="divide-border divide-y">
              {atRisk.map((student) => (
                <li
                  key={student.studentId}
                  className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
                >
                  <Link
                    href={`/teacher/students/${student.studentId}`}
                    className="text-primary min-w-0 truncate font-medium hover:underline"
                  >
                    {student.name}
                  </Link>
                  <span className="text-muted-foreground text-sm">
                    {reasonLabels[student.reason]} · {student.daysSince} days since the last session
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
