import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { WidgetConfigForm } from '@/components/widget/widget-config-form';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { loadWidgetServiceOptions } from '../load-widget-editor';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('teacherSettingsWidget'))('list.new') };
}

export default async function NewWidgetPage() {
  const teacher = await requireTeacherPage();
  const services = await loadWidgetServiceOptions(teacher);
  const t = await getTranslations('teacherSettingsWidget');
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8">
      <PageHeader
        eyebrow={<BackLink href="/teacher/settings/widget" label={t('list.title')} />}
        title={t('list.new')}
        description={t('newDescription')}
        className="pb-0"
      />
      <WidgetConfigForm teacher={{ name: teacher.name, slug: teacher.slug }} services={services} />
    </div>
  );
}
