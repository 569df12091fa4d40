import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { Card, CardContent } from '@/components/ui/card';
import { StatCard } from '@/components/ui/stat-card';
import type { TAtRiskStudent, TRetentionKpis } from '@/lib/insights/student-retention/schemas';
import { useInsightWords } from './content-format';

/** Retention KPIs and the students to reach out to, each linking to their profile. */
export function RetentionPanel({ kpis, atRisk }: { kpis: TRetentionKpis; atRisk: TAtRiskStudent[] }) {
  const t = useTranslations('teacherInsights.retention');
  const words = useInsightWords();
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard label={t('rate')} value={words.rate(kpis.retentionRate.value)} change={kpis.retentionRate.change} />
        <StatCard
          className="p-4 sm:p-5"
          label={t('atRisk')}
          value={words.figure(kpis.atRisk.value)}
          change={kpis.atRisk.change}
          invert
        />
        <StatCard
          className="p-4 sm:p-5"
          label={t('churned')}
          value={words.figure(kpis.churned.value)}
          change={kpis.churned.change}
          invert
        />
        <StatCard
          className="p-4 sm:p-5"
          label={t('reactivated')}
          value={words.figure(kpis.reactivated.value)}
          change={kpis.reactivated.change}
        />
      </div>
      <Card>
        <CardContent className="pt-5 sm:pt-5">
          <h3 className="text-foreground mb-2 text-sm font-semibold">{t('reachOut')}</h3>
          {atRisk.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t('nobody', { days: kpis.thresholds.atRiskDays })}</p>
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
                    {t('since', { reason: t(`reason.${student.reason}`), count: student.daysSince })}
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
