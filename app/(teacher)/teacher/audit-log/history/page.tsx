import type { Metadata } from 'next';
import { History } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
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
import { requestRegionalFormat } from '@/lib/http/request-locale';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('teacherAudit.history');
  return { title: t('meta') };
}

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
  const t = await getTranslations('teacherAudit');
  const regional = await requestRegionalFormat();
  const noun = parsed.success ? entityLabel(parsed.data.entityType, t) : t('history.record');

  return (
    <div className="space-y-6">
      <BackLink href="/teacher/audit-log" label={t('history.back')} />
      <PageHeader
        title={t('history.title', { noun })}
        description={
          parsed.success
            ? t('history.description', { noun: inSentence(noun, regional.locale), id: parsed.data.entityId.slice(0, 8) })
            : t('history.noRecord')
        }
        className="pb-0"
      />
      {!history || history.total === 0 ? (
        <EmptyState
          icon={History}
          title={t('history.empty')}
          description={t('history.emptyHelp')}
        />
      ) : (
        <>
          <AuditTimeline entries={history.data} timezone={timezone} regional={regional} />
          <ListPagination
            page={history.page}
            limit={history.limit}
            total={history.total}
            pathname="/teacher/audit-log/history"
            params={{ entityType: parsed.data?.entityType, entityId: parsed.data?.entityId }}
            label={t('history.pages')}
          />
        </>
      )}
    </div>
  );
}

/** A noun inside a sentence: lower case, except in German, which capitalises every noun. */
const inSentence = (noun: string, locale: string) => (locale === 'de' ? noun : noun.toLowerCase());
