import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
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

export const metadata: Metadata = { title: 'Edit widget' };

type Props = { params: Promise<{ id: string }> };

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

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

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8">
      <PageHeader
        eyebrow={<BackLink href="/teacher/settings/widget" label="Booking widget" />}
        title={config.name}
        description={`${count(config.last30Days.views, 'view')} and ${count(config.last30Days.clicks, 'click')} in the last 30 days.`}
        actions={<DeleteWidgetButton id={config.id} name={config.name} redirectTo="/teacher/settings/widget" />}
        className="pb-0"
      />
      <Card>
        <CardHeader>
          <CardTitle>Put it on your site</CardTitle>
          <CardDescription>
            Paste this code into a page of a site listed under “Sites allowed to show it”. Other sites see an empty
            frame.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <EmbedSnippet snippet={snippet} />
        </CardContent>
      </Card>
      <WidgetConfigForm teacher={{ name: teacher.name, slug: teacher.slug }} services={services} config={config} />
    </div>
  );
}
