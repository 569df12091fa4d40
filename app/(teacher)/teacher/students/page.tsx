import type { Metadata } from 'next';
import { KanbanSquare, Plus, Users } from 'lucide-react';
import Link from 'next/link';
import { ListPagination } from '@/components/services/list-pagination';
import { ExportStudentsButton } from '@/components/students/export-students-button';
import { RosterFilterForm } from '@/components/students/roster-filter-form';
import { RosterTable } from '@/components/students/roster-table';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { listStudents } from '@/lib/students/list-students';
import { listTags } from '@/lib/students/list-tags';
import { parseRosterPageQuery } from '@/lib/students/roster-page-query';

export const metadata: Metadata = { title: 'Students' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function StudentsPage({ searchParams }: Props) {
  const teacher = await requireTeacherPage();
  const { query, problem } = parseRosterPageQuery(await searchParams);
  const [list, tags] = await Promise.all([
    listStudents({ teacherId: teacher.id, query }),
    listTags({ teacherId: teacher.id }),
  ]);
  const status = query.status?.[0] ?? '';
  const filtered = Boolean(query.search || query.tagId || status);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Students"
        description="Your roster. Open the portal as a student to see exactly what they see."
        actions={
          <>
            <Button asChild variant="secondary">
              <Link href="/teacher/students/board">
                <KanbanSquare aria-hidden="true" /> Board
              </Link>
            </Button>
            <ExportStudentsButton />
            <Button asChild>
              <Link href="/teacher/students/new">
                <Plus aria-hidden="true" /> Add student
              </Link>
            </Button>
          </>
        }
      />
      <section aria-labelledby="roster-heading" className="space-y-4">
        <h2 id="roster-heading" className="sr-only">
          Roster
        </h2>
        <RosterFilterForm
          key={`${query.search ?? ''}|${query.tagId ?? ''}|${status}`}
          search={query.search ?? ''}
          tagId={query.tagId ?? ''}
          status={status}
          tags={tags.data.map(({ id, name }) => ({ id, name }))}
          filtered={filtered}
        />
        {problem ? (
          <p role="status" className="text-warning-foreground text-sm">
            {problem}
          </p>
        ) : null}
        {list.total === 0 ? (
          <EmptyState
            icon={Users}
            title={filtered ? 'No student matches these filters' : 'No students yet'}
            description={
              filtered
                ? 'Change or reset the filters to see more students.'
                : 'Students appear here when they book a trial or you add them.'
            }
          />
        ) : (
          <RosterTable
            students={list.data}
            tags={tags.data.map(({ id, name, color }) => ({ id, name, color }))}
            sort={{ field: query.sort, direction: query.direction }}
            params={{ search: query.search, tagId: query.tagId, status }}
          />
        )}
        <ListPagination
          page={list.page}
          limit={list.limit}
          total={list.total}
          pathname="/teacher/students"
          params={{
            search: query.search,
            tagId: query.tagId,
            status,
            sort: query.sort === 'name' ? undefined : query.sort,
            direction: query.direction === 'asc' ? undefined : query.direction,
          }}
          label="Roster pages"
        />
      </section>
    </div>
  );
}
