import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/ui/back-link';
import { ServiceEditorForm } from '@/components/catalogue/service-editor-form';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { getServiceEditorOptions } from '@/lib/catalogue/get-service-editor-options';
import { newServiceValues } from '@/lib/catalogue/service-editor-values';
import { currencyChoices } from '@/lib/core/currencies';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('teacherServices'))('new.title') };
}

export default async function NewServicePage() {
  const teacher = await requireTeacherPage();
  const options = await getServiceEditorOptions({ teacherId: teacher.id });
  const t = await getTranslations('teacherServices');
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        eyebrow={<BackLink href="/teacher/services" label={t('list.title')} />}
        title={t('new.title')}
        description={t('new.description')}
      />
      <ServiceEditorForm
        mode="create"
        initialValues={newServiceValues(options.defaultCurrency)}
        teacherSlug={teacher.slug}
        tags={options.tags}
        currencies={currencyChoices(options.defaultCurrency)}
      />
    </div>
  );
}
