import type { Metadata } from 'next';
import { KanbanSquare, Plus, Upload, Users } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { ExportStudentsButton } from '@/components/students/export-students-button';
import { RosterTable } from '@/components/students/roster-table';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterBar } from '@/components/ui/filter-bar';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { usableTimeZone } from '@/lib/core/time';
import { requestRegionalFormat } from '@/lib/http/request-locale';
import { loadRosterPage } from '@/lib/students/load-roster-page';
import { parseRosterPageQuery, rosterPageParams } from '@/lib/students/roster-page-query';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('teacherRoster');
  return { title: t('meta.title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const statuses = ['trial', 'active', 'inactive'] as const;

export default async function StudentsPage({ searchParams }: Props) {
  const teacher = await requireTeacherPage();
  const params = await searchParams;
  const { query, problem } = parseRosterPageQuery(params);
  const [{ list, tags }, t, regional] = await Promise.all([
    loadRosterPage({ teacherId: teacher.id, query }),
    getTranslations('teacherRoster'),
    requestRegionalFormat(),
  ]);
  const status = query.status?.[0] ?? '';
  const filtered = Boolean(query.search || query.tagId || status);

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('header.title')}
        description={t('header.description')}
        actions={
          <>
            <Button asChild variant="secondary">
              <Link href="/teacher/students/board">
                <KanbanSquare aria-hidden="true" /> {t('header.board')}
              </Link>
            </Button>
            <ExportStudentsButton />
            <Button asChild variant="secondary">
              <Link href="/teacher/imports">
                <Upload aria-hidden="true" /> {t('header.import')}
              </Link>
            </Button>
            <Button asChild>
              <Link href="/teacher/students/new">
                <Plus aria-hidden="true" /> {t('header.add')}
              </Link>
            </Button>
          </>
        }
      />
      <section aria-labelledby="roster-heading" className="space-y-4">
        <h2 id="roster-heading" className="sr-only">
          {t('filters.heading')}
        </h2>
        <FilterBar
          label={t('filters.label')}
          search={{ label: t('filters.search'), placeholder: t('filters.searchPlaceholder'), maxLength: 100 }}
          selects={[
            {
              name: 'tagId',
              label: t('filters.tag'),
              placeholder: t('filters.allTags'),
              options: tags.map(({ id, name }) => ({ value: id, label: name })),
            },
            {
              name: 'status',
              label: t('filters.status'),
              placeholder: t('filters.allStatuses'),
              options: statuses.map((value) => ({ value, label: t(`status.${value}`) })),
            },
          ]}
        />
        {problem ? (
          <p role="status" className="text-warning-foreground text-sm">
            {t('filters.problem')}
          </p>
        ) : null}
        {list.total === 0 ? (
          <EmptyState
            icon={Users}
            title={filtered ? t('empty.filteredTitle') : t('empty.title')}
            description={filtered ? t('empty.filteredDescription') : t('empty.description')}
          />
        ) : (
          <RosterTable
            students={list.data}
            tags={tags}
            sort={{ field: query.sort, direction: query.direction }}
            pagination={{ page: list.page, limit: list.limit, total: list.total, totalCapped: list.totalCapped }}
            params={rosterPageParams(params)}
            timeZone={usableTimeZone(teacher.timezone)}
            regional={regional}
          />
        )}
      </section>
    </div>
  );
}
