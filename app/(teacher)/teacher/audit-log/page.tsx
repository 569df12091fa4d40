import type { Metadata } from 'next';
import { ScrollText } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { ActivityChart } from '@/components/audit/activity-chart';
import { AuditLogTable } from '@/components/audit/audit-log-table';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterBar } from '@/components/ui/filter-bar';
import { PageHeader } from '@/components/ui/page-header';
import { actorFilterOptions, auditAreaOptions, auditEntityOptions } from '@/lib/audit/audit-labels';
import { getActivitySummary } from '@/lib/audit/get-activity-summary';
import { listAuditLog } from '@/lib/audit/list-audit-log';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { usableTimeZone } from '@/lib/core/time';
import { defaultAuditSort, parseAuditPageQuery } from './audit-page-query';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('teacherAudit.page');
  return { title: t('title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AuditLogPage({ searchParams }: Props) {
  const teacher = await requireTeacherPage();
  const timezone = usableTimeZone(teacher.timezone);
  const { urlSort, ...query } = parseAuditPageQuery(await searchParams);
  const [list, summary] = await Promise.all([
    listAuditLog({ teacherId: teacher.id, timezone, query }),
    // The chart follows the chosen days (at most a year of bars), or shows the last 30 days.
    getActivitySummary({
      teacherId: teacher.id,
      timezone,
      query: { from: query.from, to: query.from && query.to && query.to > addYear(query.from) ? undefined : query.to },
    }),
  ]);
  const t = await getTranslations('teacherAudit');
  const tp = await getTranslations('teacherAudit.page');
  const filtered = Boolean(query.action || query.entityType || query.actorType || query.from || query.to);

  return (
    <div className="space-y-6">
      <PageHeader
        title={tp('title')}
        description={tp('description')}
        className="pb-0"
      />
      <ActivityChart summary={summary} />
      <section aria-labelledby="audit-entries-heading" className="space-y-4">
        <h2 id="audit-entries-heading" className="text-foreground text-base font-semibold">
          {tp('entries')}
        </h2>
        <FilterBar
          label={tp('filterLabel')}
          selects={[
            { name: 'action', label: tp('area'), placeholder: tp('allAreas'), options: auditAreaOptions(t) },
            {
              name: 'entityType',
              label: tp('record'),
              placeholder: tp('allRecords'),
              options: auditEntityOptions(t),
            },
            { name: 'actorType', label: tp('who'), placeholder: tp('anyone'), options: actorFilterOptions(t) },
          ]}
          days={{ fromLabel: tp('from'), toLabel: tp('until') }}
        />
        {list.total === 0 ? (
          <EmptyState
            icon={ScrollText}
            title={filtered ? tp('noMatch') : tp('none')}
            description={filtered ? tp('noMatchHelp') : tp('noneHelp')}
          />
        ) : (
          <AuditLogTable
            entries={list.data}
            timezone={timezone}
            sort={urlSort}
            defaultSort={defaultAuditSort}
            pagination={{ page: list.page, limit: list.limit, total: list.total }}
          />
        )}
      </section>
    </div>
  );
}

/** The day a year after `date`: the summary's longest period. */
const addYear = (date: string) => `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;
