import type { Metadata } from 'next';
import { BackLink } from '@/components/ui/back-link';
import { AddStudentForm } from '@/components/students/add-student-form';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { listTags } from '@/lib/students/list-tags';

export const metadata: Metadata = { title: 'Add student' };

export default async function NewStudentPage() {
  const teacher = await requireTeacherPage();
  const tags = await listTags({ teacherId: teacher.id });
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        eyebrow={<BackLink href="/teacher/students" label="Students" />}
        title="Add student"
        description="Name and e-mail are enough; the rest can wait."
      />
      <AddStudentForm
        tags={tags.data.map(({ id, name, color }) => ({ id, name, color }))}
        defaultTimezone={teacher.timezone}
      />
    </div>
  );
}
