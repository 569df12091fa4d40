import type { Metadata } from 'next';
import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import { cache } from 'react';
import { CourseOutline } from '@/components/public/course-outline';
import { EnrollPanel } from '@/components/public/enroll-panel';
import { ServiceDetailHeader } from '@/components/public/service-detail-header';
import { ServiceFacts } from '@/components/public/service-facts';
import { TeacherByline } from '@/components/public/teacher-byline';
import { getPublicServiceDetail } from '@/lib/catalogue/get-public-service-detail';
import { jsonLdText, serviceStructuredData } from '@/lib/catalogue/service-structured-data';
import { env } from '@/lib/core/env';
import { loadOr404 } from '../../../load-or-404';

type Props = { params: Promise<{ slug: string; serviceSlug: string }> };

const loadService = cache((slug: string, serviceSlug: string) =>
  loadOr404(() => getPublicServiceDetail(slug, serviceSlug)),
);

const absolute = (path: string) => new URL(path, env().APP_URL).toString();

/** One line of the description (or a made-up one) for search results and link previews. */
function summary(description: string | null, fallback: string) {
  const text = description?.replace(/\s+/g, ' ').trim();
  if (!text) return fallback;
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, serviceSlug } = await params;
  const service = await loadService(slug, serviceSlug);
  const title = `${service.name} · ${service.teacher.name}`;
  const description = summary(service.description, `${service.name} with ${service.teacher.name}.`);
  const url = absolute(`/${service.teacher.slug}/services/${service.slug}`);
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { title, description, url, type: 'website', siteName: 'Lektio' },
  };
}

export default async function PublicServicePage({ params }: Props) {
  const { slug, serviceSlug } = await params;
  const service = await loadService(slug, serviceSlug);
  const { teacher } = service;
  const structuredData = serviceStructuredData(service, {
    page: absolute(`/${teacher.slug}/services/${service.slug}`),
    teacherPage: absolute(`/${teacher.slug}`),
  });

  return (
    <div className="space-y-6">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(structuredData) }} />
      <Link
        href={`/${teacher.slug}`}
        className="text-primary inline-flex items-center gap-1 text-sm font-medium hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> All services of {teacher.name}
      </Link>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <article className="min-w-0 space-y-8">
          <ServiceDetailHeader service={service} />
          <ServiceFacts service={service} />
          {service.description ? (
            <section aria-labelledby="about-heading" className="space-y-3">
              <h2 id="about-heading" className="text-foreground text-xl font-semibold tracking-tight">
                About this {service.structure === 'course' ? 'course' : 'service'}
              </h2>
              <p className="text-foreground/85 text-base leading-7 whitespace-pre-line">{service.description}</p>
            </section>
          ) : null}
          <CourseOutline items={service.scheduleItems} />
          <TeacherByline teacher={teacher} />
        </article>
        <aside className="lg:sticky lg:top-6">
          <EnrollPanel service={service} />
        </aside>
      </div>
    </div>
  );
}
