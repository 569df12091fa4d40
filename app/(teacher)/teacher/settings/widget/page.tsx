import type { Metadata } from 'next';
import { Code2, MousePointerClick, Eye, Plus } from 'lucide-react';
import Link from 'next/link';
import { DeleteWidgetButton } from '@/components/widget/delete-widget-button';
import { BackLink } from '@/components/ui/back-link';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { listWidgetConfigs } from '@/lib/widget/list-widget-configs';

export const metadata: Metadata = { title: 'Booking widget' };

const newWidget = (
  <Link href="/teacher/settings/widget/new" className={buttonVariants()}>
    <Plus aria-hidden="true" /> New widget
  </Link>
);

export default async function WidgetSettingsPage() {
  const teacher = await requireTeacherPage();
  const { data: widgets, total } = await listWidgetConfigs({ teacherId: teacher.id, query: { page: 1, limit: 100 } });

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8">
      <PageHeader
        eyebrow={<BackLink href="/teacher/settings" label="Settings" />}
        title="Booking widget"
        description="Show your services on your own website: pick the services and colours, paste the code, and visitors book with you in one click."
        actions={widgets.length > 0 ? newWidget : undefined}
        className="pb-0"
      />
      {widgets.length === 0 ? (
        <EmptyState
          icon={Code2}
          headingLevel="h2"
          title="No widget yet"
          description="Create one, then paste its code into your website."
          action={newWidget}
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2" aria-label="Your widgets">
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
                      ? 'All active services'
                      : `${widget.serviceIds.length} ${widget.serviceIds.length === 1 ? 'service' : 'services'}`}
                    {' · '}
                    {widget.allowedOrigins.length === 0
                      ? 'no site allowed yet'
                      : widget.allowedOrigins.map((origin) => new URL(origin).host).join(', ')}
                  </CardDescription>
                </CardHeader>
                <CardContent className="flex flex-wrap items-center justify-between gap-3">
                  <p className="text-muted-foreground flex items-center gap-4 text-sm" aria-label="Last 30 days">
                    <span className="flex items-center gap-1.5">
                      <Eye className="size-4" aria-hidden="true" />
                      <span className="text-foreground font-medium tabular-nums">{widget.last30Days.views}</span>{' '}
                      {widget.last30Days.views === 1 ? 'view' : 'views'}
                    </span>
                    <span className="flex items-center gap-1.5">
                      <MousePointerClick className="size-4" aria-hidden="true" />
                      <span className="text-foreground font-medium tabular-nums">{widget.last30Days.clicks}</span>{' '}
                      {widget.last30Days.clicks === 1 ? 'click' : 'clicks'}
                    </span>
                    <span className="text-xs">
                      {widget.allowedOrigins.length === 0 ? 'last 30 days' : 'on your sites, last 30 days'}
                    </span>
                  </p>
                  <div className="flex items-center gap-1">
                    <Link
                      href={`/teacher/settings/widget/${widget.id}`}
                      className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                      aria-label={`Edit widget ${widget.name}`}
                    >
                      Edit
                    </Link>
                    <DeleteWidgetButton id={widget.id} name={widget.name} />
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {total > widgets.length ? (
        <p className="text-muted-foreground text-sm">Only your first 100 widgets are shown.</p>
      ) : null}
    </div>
  );
}
