import { GraduationCap } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/empty-state';
import { ServiceCard } from '@/components/public/service-card';
import type { PublicService, PublicTeacher } from '@/components/public/types';

export type ServiceListProps = {
  teacher: PublicTeacher;
  services: PublicService[];
  heading?: string;
  /** Link of each card; defaults to /<teacher slug>/services/<service slug>. */
  serviceHref?: (service: PublicService) => string;
};

/** The services section of a teacher's public page (anchor: #services). */
export function ServiceList({
  teacher,
  services,
  heading,
  serviceHref = (service) => `/${teacher.slug}/services/${service.slug}`,
}: ServiceListProps) {
  const t = useTranslations('publicPage.services');
  // Trials first: they are the natural first step for a new student.
  const ordered = [...services].sort((a, b) => Number(b.isTrial) - Number(a.isTrial));

  return (
    <section id="services" aria-labelledby="services-heading" className="scroll-mt-20">
      <div className="mb-5 flex items-end justify-between gap-4">
        <h2 id="services-heading" className="text-foreground text-xl font-semibold tracking-tight sm:text-2xl">
          {heading ?? t('heading')}
        </h2>
        {services.length > 0 ? (
          <p className="text-muted-foreground text-sm">{t('count', { count: services.length })}</p>
        ) : null}
      </div>
      {ordered.length === 0 ? (
        <EmptyState
          icon={GraduationCap}
          headingLevel="h3"
          title={t('noneTitle')}
          description={t('noneDescription', { teacher: teacher.name })}
        />
      ) : (
        <ul role="list" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {ordered.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} href={serviceHref(service)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
