import type { Metadata } from 'next';
import { Code2, MousePointerClick, Eye, Plus } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { DeleteWidgetButton } from '@/components/widget/delete-widget-button';
import { BackLink } from '@/components/ui/back-link';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { listWidgetConfigs } from '@/lib/widget/list-widget-configs';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('teacherSettingsWidget'))('list.title') };
}

export default async function WidgetSettingsPage() {
  const teacher = await requireTeacherPage();
  const { data: widgets, total } = await listWidgetConfigs({ teacherId: teacher.id, query: { page: 1, limit: 100 } });
  const t = await getTranslations('teacherSettingsWidget');
  const newWidget = (
    <Link href="/teacher/settings/widget/new" className={buttonVariants()}>
      <Plus aria-hidden="true" /> {t('list.new')}
    </Link>
  );

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8">
      <PageHeader
        eyebrow={<BackLink href="/teacher/settings" label={t('back')} />}
        title={t('list.title')}
        description={t('list.description')}
        actions={widgets.length > 0 ? newWidget : undefined}
        className="pb-0"
      />
      {widgets.length === 0 ? (
        <EmptyState
          icon={Code2}
          headingLevel="h2"
          title={t('list.emptyTitle')}
          description={t('list.emptyBody')}
          action={newWidget}
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2" aria-label={t('list.yours')}>
          {widgets.map((widget) => (
            <li key={widget.id}>
              <Card className="h-full">
                <CardHeader>
                  <CardTitle>
                    <Link href={`/teacher/settings/widget/${widget.id}`} className="hover:underline">
                      {widget.name}
                    </Link>
                  </CardTitle>
                  <CardDescription>
                    {widget.serviceIds.length === 0
                      ? t('list.allServices')
                      : t('list.services', { count: widget.serviceIds.length })}
                    {' · '}
                    {widget.allowedOrigins.length === 0
                      ? t('list.noSite')
                      : widget.allowedOrigins.map((origin) => new URL(origin).host).join(', ')}
                  </CardDescription>
                </CardHeader>
                <CardContent className="flex flex-wrap items-center justify-between gap-3">
                  <p className="text-muted-foreground flex items-center gap-4 text-sm" aria-label={t('list.last30')}>
                    <span className="flex items-center gap-1.5">
                      <Eye className="size-4" aria-hidden="true" />
                      {t.rich('list.views', {
                        count: widget.last30Days.views,
                        b: (chunks) => <span className="text-foreground font-medium tabular-nums">{chunks}</span>,
                      })}
                    </span>
                    <span className="flex items-center gap-1.5">
                      <MousePointerClick className="size-4" aria-hidden="true" />
                      {t.rich('list.clicks', {
                        count: widget.last30Days.clicks,
                        b: (chunks) => <span className="text-foreground font-medium tabular-nums">{chunks}</span>,
                      })}
                    </span>
                    <span className="text-xs">
                      {t(widget.allowedOrigins.length === 0 ? 'list.last30Lower' : 'list.onSites')}
                    </span>
                  </p>
                  <div className="flex items-center gap-1">
                    <Link
                      href={`/teacher/settings/widget/${widget.id}`}
                      className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                      aria-label={t('list.editLabel', { name: widget.name })}
                    >
                      {t('list.edit')}
                    </Link>
                    <DeleteWidgetButton id={widget.id} name={widget.name} />
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {total > widgets.length ? <p className="text-muted-foreground text-sm">{t('list.first100')}</p> : null}
    </div>
  );
}
