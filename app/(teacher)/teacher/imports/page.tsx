import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ImportWizard } from '@/components/imports/import-wizard';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { listImportServices } from '@/lib/imports/list-import-services';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('teacherImports.page');
  return { title: t('title') };
}

export default async function ImportsPage() {
  const teacher = await requireTeacherPage();
  const services = await listImportServices({ teacherId: teacher.id });
  const t = await getTranslations('teacherImports.page');
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        eyebrow={<BackLink href="/teacher/students" label={t('back')} />}
        title={t('title')}
        description={t('description')}
      />
      <ImportWizard services={services} />
    </div>
  );
}
