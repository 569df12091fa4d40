import type { Metadata } from 'next';
import { BackLink } from '@/components/ui/back-link';
import { StudentBoard } from '@/components/students/student-board';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { listStudents } from '@/lib/students/list-students';
import { ZListStudentsQuery } from '@/lib/students/schemas';

export const metadata: Metadata = { title: 'Student board' };

const statuses = ['trial', 'active', 'inactive'] as const;

export default async function StudentBoardPage() {
  const teacher = await requireTeacherPage();
  const lists = await Promise.all(
    statuses.map((status) =>
      listStudents({
        teacherId: teacher.id,
        query: ZListStudentsQuery.parse({ status, limit: 100 }),
        exactTotal: true,
      }),
    ),
  );
  const cards = lists.flatMap((list) =>
    list.data.map(({ id, name, email, status, level, suggestedAction }) => ({
      id,
      name,
      email,
      status,
      level,
      suggestedAction,
    })),
  );
  const totals = Object.fromEntries(statuses.map((status, index) => [status, lists[index]!.total])) as Record<
    (typeof statuses)[number],
    number
  >;
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={<BackLink href="/teacher/students" label="Students" />}
        title="Student board"
        description="Drag a card to another column, or use its “Move to…” menu, to change the student's status."
      />
      <StudentBoard cards={cards} totals={totals} />
    </div>
  );
}
