import type { Metadata } from 'next';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { WidgetConfigForm } from '@/components/widget/widget-config-form';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { loadWidgetServiceOptions } from '../load-widget-editor';

export const metadata: Metadata = { title: 'New widget' };

export default async function NewWidgetPage() {
  const teacher = await requireTeacherPage();
  const services = await loadWidgetServiceOptions(teacher);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8">
      <PageHeader
        eyebrow={<BackLink href="/teacher/settings/widget" label="Booking widget" />}
        title="New widget"
        description="Choose what it shows and how it looks. Once created, you get the code to paste into your site."
        className="pb-0"
      />
      <WidgetConfigForm teacher={{ name: teacher.name, slug: teacher.slug }} services={services} />
    </div>
  );
}
