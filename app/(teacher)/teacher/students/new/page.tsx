import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/ui/back-link';
import { AddStudentForm } from '@/components/students/add-student-form';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { listTags } from '@/lib/students/list-tags';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('teacherStudents.newPage');
  return { title: t('title') };
}

export default async function NewStudentPage() {
  const teacher = await requireTeacherPage();
  const t = await getTranslations('teacherStudents');
  const tags = await listTags({ teacherId: teacher.id });
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        eyebrow={<BackLink href="/teacher/students" label={t('back')} />}
        title={t('newPage.title')}
        description={t('newPage.description')}
      />
      <AddStudentForm
        tags={tags.data.map(({ id, name, color }) => ({ id, name, color }))}
        defaultTimezone={teacher.timezone}
      />
    </div>
  );
}
