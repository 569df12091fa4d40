import type { Metadata } from 'next';
import { ArrowLeft } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { ServicesReorderList } from '@/components/catalogue/services-reorder-list';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { listServices } from '@/lib/catalogue/list-services';
import type { TServiceListRow } from '@/lib/catalogue/schemas';
import { servicesPageSize } from '@/lib/catalogue/services-page-query';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('teacherServices'))('reorder.title') };
}

/** Every service of the teacher (the reorder endpoint takes the complete list), in the manual order. */
async function allServices(teacherId: string) {
  const services: TServiceListRow[] = [];
  for (let page = 1; ; page += 1) {
    const list = await listServices({
      teacherId,
      query: { page, limit: servicesPageSize, sort: 'sortOrder', direction: 'asc' },
    });
    services.push(...list.data);
    if (services.length >= list.total || list.data.length === 0) return services;
  }
}

export default async function ReorderServicesPage() {
  const teacher = await requireTeacherPage();
  const services = await allServices(teacher.id);
  const t = await getTranslations('teacherServices');
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        eyebrow={
          <Link href="/teacher/services" className="inline-flex items-center gap-1 hover:underline">
            <ArrowLeft className="size-3.5" aria-hidden="true" /> {t('list.title')}
          </Link>
        }
        title={t('reorder.title')}
        description={t('reorder.description')}
        actions={
          <Button asChild variant="secondary">
            <Link href="/teacher/services">{t('reorder.done')}</Link>
          </Button>
        }
        className="pb-0"
      />
      {services.length ? (
        <ServicesReorderList services={services} />
      ) : (
        <EmptyState title={t('reorder.emptyTitle')} description={t('reorder.emptyText')} />
      )}
    </div>
  );
}
