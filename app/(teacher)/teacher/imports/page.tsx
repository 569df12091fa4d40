import type { Metadata } from 'next';
import { ImportWizard } from '@/components/imports/import-wizard';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { listImportServices } from '@/lib/imports/list-import-services';

export const metadata: Metadata = { title: 'Import' };

export default async function ImportsPage() {
  const teacher = await requireTeacherPage();
  const services = await listImportServices({ teacherId: teacher.id });
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        eyebrow={<BackLink href="/teacher/students" label="Students" />}
        title="Import"
        description="Bring your students from a spreadsheet or another tool, or your lessons from a calendar file. You see everything before it is saved, and you can undo it for 24 hours."
      />
      <ImportWizard services={services} />
    </div>
  );
}
