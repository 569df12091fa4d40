import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/ui/back-link';
import { StudentBoard } from '@/components/students/student-board';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { listStudents } from '@/lib/students/list-students';
import { ZListStudentsQuery } from '@/lib/students/schemas';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('teacherStudents.board');
  return { title: t('title') };
}

const statuses = ['trial', 'active', 'inactive'] as const;

export default async function StudentBoardPage() {
  const teacher = await requireTeacherPage();
  const t = await getTranslations('teacherStudents');
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
        eyebrow={<BackLink href="/teacher/students" label={t('back')} />}
        title={t('board.title')}
        description={t('board.description')}
      />
      <StudentBoard cards={cards} totals={totals} />
    </div>
  );
}
