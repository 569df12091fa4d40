import type { Metadata } from 'next';
import { BackLink } from '@/components/ui/back-link';
import { ServiceEditorForm } from '@/components/catalogue/service-editor-form';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { getServiceEditorOptions } from '@/lib/catalogue/get-service-editor-options';
import { newServiceValues } from '@/lib/catalogue/service-editor-values';
import { currencyChoices } from '@/lib/core/currencies';

export const metadata: Metadata = { title: 'New service' };

export default async function NewServicePage() {
  const teacher = await requireTeacherPage();
  const options = await getServiceEditorOptions({ teacherId: teacher.id });
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        eyebrow={<BackLink href="/teacher/services" label="Services" />}
        title="New service"
        description="It is saved as a draft: nobody sees it until you publish it."
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
