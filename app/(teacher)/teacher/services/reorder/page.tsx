import type { Metadata } from 'next';
import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import { ServicesReorderList } from '@/components/catalogue/services-reorder-list';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { listServices } from '@/lib/catalogue/list-services';
import type { TServiceListRow } from '@/lib/catalogue/schemas';
import { servicesPageSize } from '@/lib/catalogue/services-page-query';

export const metadata: Metadata = { title: 'Reorder services' };

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
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        eyebrow={
          <Link href="/teacher/services" className="inline-flex items-center gap-1 hover:underline">
            <ArrowLeft className="size-3.5" aria-hidden="true" /> Services
          </Link>
        }
        title="Reorder services"
        description="Your public page lists active services in this order. Drag a row by its handle, or use the arrows; every change is saved at once."
        actions={
          <Button asChild variant="secondary">
            <Link href="/teacher/services">Done</Link>
          </Button>
        }
        className="pb-0"
      />
      {services.length ? (
        <ServicesReorderList services={services} />
      ) : (
        <EmptyState
          title="Nothing to reorder yet"
          description="Create a service first; then come back to set the order."
        />
      )}
    </div>
  );
}
