import type { Metadata } from 'next';
import { History } from 'lucide-react';
import { AuditTimeline } from '@/components/audit/audit-timeline';
import { BackLink } from '@/components/ui/back-link';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination } from '@/components/ui/list-pagination';
import { PageHeader } from '@/components/ui/page-header';
import { entityLabel } from '@/lib/audit/audit-labels';
import { getEntityHistory } from '@/lib/audit/get-entity-history';
import { ZEntityHistoryQuery } from '@/lib/audit/schemas';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { usableTimeZone } from '@/lib/core/time';

export const metadata: Metadata = { title: 'Record history' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** `/teacher/audit-log/history?entityType=&entityId=`: one record's audit entries as a timeline. */
export default async function EntityHistoryPage({ searchParams }: Props) {
  const teacher = await requireTeacherPage();
  const timezone = usableTimeZone(teacher.timezone);
  const params = await searchParams;
  const parsed = ZEntityHistoryQuery.safeParse({
    entityType: params.entityType,
    entityId: params.entityId,
    ...(typeof params.page === 'string' ? { page: params.page } : {}),
  });
  const history = parsed.success ? await getEntityHistory({ teacherId: teacher.id, query: parsed.data }) : null;
  const noun = parsed.success ? entityLabel(parsed.data.entityType) : 'Record';

  return (
    <div className="space-y-6">
      <BackLink href="/teacher/audit-log" label="Audit log" />
      <PageHeader
        title={`${noun} history`}
        description={
          parsed.success
            ? `Everything recorded about ${noun.toLowerCase()} #${parsed.data.entityId.slice(0, 8)}, oldest first.`
            : 'Open a record’s history from the audit log.'
        }
        className="pb-0"
      />
      {!history || history.total === 0 ? (
        <EmptyState
          icon={History}
          title="No history for this record"
          description="Nothing was recorded about it, or its entries are past their retention."
        />
      ) : (
        <>
          <AuditTimeline entries={history.data} timezone={timezone} />
          <ListPagination
            page={history.page}
            limit={history.limit}
            total={history.total}
            pathname="/teacher/audit-log/history"
            params={{ entityType: parsed.data?.entityType, entityId: parsed.data?.entityId }}
            label="History pages"
          />
        </>
      )}
    </div>
  );
}
