import type { Metadata } from 'next';
import { StudentOverviewTable } from '@/components/students/student-overview-table';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { listStudentOverview } from '@/lib/students/list-student-overview';

export const metadata: Metadata = { title: 'Students' };

export default async function StudentsPage() {
  const teacher = await requireTeacherPage();
  const students = await listStudentOverview({ teacherId: teacher.id });
  return (
    <div className="space-y-6">
      <PageHeader
        title="Students"
        description="Your roster. Open the portal as a student to see exactly what they see."
      />
      <StudentOverviewTable students={students} />
    </div>
  );
}
