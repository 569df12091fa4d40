import type { Metadata } from 'next';
import { KanbanSquare, Plus, Upload, Users } from 'lucide-react';
import Link from 'next/link';
import { ExportStudentsButton } from '@/components/students/export-students-button';
import { RosterTable } from '@/components/students/roster-table';
import { studentStatusOptions } from '@/components/students/student-format';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterBar } from '@/components/ui/filter-bar';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { usableTimeZone } from '@/lib/core/time';
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
            <Button asChild variant="secondary">
              <Link href="/teacher/imports">
                <Upload aria-hidden="true" /> Import
              </Link>
            </Button>
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
        <FilterBar
          label="Filter students"
          search={{ label: 'Search', placeholder: 'Name or e-mail', maxLength: 100 }}
          selects={[
            {
              name: 'tagId',
              label: 'Tag',
              placeholder: 'All tags',
              options: tags.data.map(({ id, name }) => ({ value: id, label: name })),
            },
            { name: 'status', label: 'Status', placeholder: 'All statuses', options: studentStatusOptions },
          ]}
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
            pagination={{ page: list.page, limit: list.limit, total: list.total, totalCapped: list.totalCapped }}
            timeZone={usableTimeZone(teacher.timezone)}
          />
        )}
      </section>
    </div>
  );
}
