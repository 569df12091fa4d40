import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/ui/back-link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { DeleteWidgetButton } from '@/components/widget/delete-widget-button';
import { EmbedSnippet } from '@/components/widget/embed-snippet';
import { WidgetConfigForm } from '@/components/widget/widget-config-form';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { NotFoundError } from '@/lib/core/errors';
import { embedSnippet } from '@/lib/widget/embed-snippet';
import { getWidgetConfig } from '@/lib/widget/get-widget-config';
import { ZWidgetConfigIdParams } from '@/lib/widget/schemas';
import { loadWidgetServiceOptions, widgetUrl } from '../load-widget-editor';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('teacherSettingsWidget'))('edit.meta') };
}

type Props = { params: Promise<{ id: string }> };

export default async function EditWidgetPage({ params }: Props) {
  const teacher = await requireTeacherPage();
  const parsed = ZWidgetConfigIdParams.safeParse(await params);
  if (!parsed.success) notFound();
  const config = await getWidgetConfig({ teacherId: teacher.id, id: parsed.data.id }).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  const services = await loadWidgetServiceOptions(teacher);
  const snippet = embedSnippet(widgetUrl(teacher.slug, config.id), teacher.name);
  const t = await getTranslations('teacherSettingsWidget');

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8">
      <PageHeader
        eyebrow={<BackLink href="/teacher/settings/widget" label={t('list.title')} />}
        title={config.name}
        description={t('edit.figures', { views: config.last30Days.views, clicks: config.last30Days.clicks })}
        actions={<DeleteWidgetButton id={config.id} name={config.name} redirectTo="/teacher/settings/widget" />}
        className="pb-0"
      />
      <Card>
        <CardHeader>
          <CardTitle>{t('edit.putOnSite')}</CardTitle>
          <CardDescription>{t('edit.putOnSiteBody')}</CardDescription>
        </CardHeader>
        <CardContent>
          <EmbedSnippet snippet={snippet} />
        </CardContent>
      </Card>
      <WidgetConfigForm teacher={{ name: teacher.name, slug: teacher.slug }} services={services} config={config} />
    </div>
  );
}
