import type { Metadata } from 'next';
import { ArrowLeft } from 'lucide-react';
import { DrawnIcon } from '@/components/ui/drawn-icon';
import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { TrackEvent } from '@/components/analytics/track-event';
import { LazyPublicClientWords } from '@/components/i18n/lazy-public-client-words';
import { publicClientWordsProps } from '@/components/i18n/public-client-words-props';
import { CourseOutline } from '@/components/public/course-outline';
import { EnrollPanel, type CheckoutReturn } from '@/components/public/enroll-panel';
import { ServiceDetailHeader } from '@/components/public/service-detail-header';
import { ServiceFacts } from '@/components/public/service-facts';
import { TeacherByline } from '@/components/public/teacher-byline';
import { nextStepLink, ServiceNextStepPanel } from '@/components/public/service-next-step';
import { PublicReviews } from '@/components/reviews/public-reviews';
import { currentSession } from '@/lib/auth/require-page';
import { jsonLdText, serviceStructuredData } from '@/lib/catalogue/service-structured-data';
import { env } from '@/lib/core/env';
import { enrollmentViewer } from '@/lib/enrollments/enrollment-viewer';
import { readAcceptedVersionIds } from '@/lib/enrollments/enrollment-return-urls';
import { getOwnEnrollmentStatus } from '@/lib/enrollments/get-own-enrollment-status';
import { getServiceNextStep } from '@/lib/public-page/get-service-next-step';
import { publicReviewsPage } from '@/lib/reviews/public/schemas';
import {
  cachedPublicLegalDocuments,
  cachedPublicReviews,
  cachedPublicServiceDetail,
} from '../../../cached-public-reads';
import { loadOr404 } from '../../../load-or-404';

type Props = {
  params: Promise<{ slug: string; serviceSlug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const loadService = cache((slug: string, serviceSlug: string) =>
  loadOr404(() => cachedPublicServiceDetail(slug, serviceSlug)),
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
  const t = await getTranslations('publicService.page');
  const description = summary(
    service.description,
    t('metaDescription', { service: service.name, teacher: service.teacher.name }),
  );
  const url = absolute(`/${service.teacher.slug}/services/${service.slug}`);
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { title, description, url, type: 'website', siteName: 'Lektio' },
  };
}

export default async function PublicServicePage({ params, searchParams }: Props) {
  const [{ slug, serviceSlug }, query] = await Promise.all([params, searchParams]);
  const service = await loadService(slug, serviceSlug);
  const { teacher } = service;
  const [t, tStep] = await Promise.all([
    getTranslations('publicService.page'),
    getTranslations('publicService.nextStep'),
  ]);
  const [viewer, { data: documents }] = await Promise.all([
    currentSession().then((session) => enrollmentViewer(teacher.slug, session)),
    cachedPublicLegalDocuments(teacher.slug),
  ]);
  const [checkoutReturn, step, reviews] = await Promise.all([
    readCheckoutReturn(query, viewer, service.id),
    getServiceNextStep({ service, viewer }),
    // This service's newest reviews, five at a time (`?reviews=N`).
    loadOr404(() =>
      cachedPublicReviews({
        slug: teacher.slug,
        serviceSlug: service.slug,
        page: publicReviewsPage(query.reviews),
        limit: 5,
      }),
    ),
  ]);
  // Islands with words of their own: the enrollment form, the waitlist button, a course's dates (0185).
  const islandsWithWords = step.kind === 'enroll' || step.kind === 'join_waitlist' || Boolean(service.courseDates);
  const structuredData = serviceStructuredData(service, {
    page: absolute(`/${teacher.slug}/services/${service.slug}`),
    teacherPage: absolute(`/${teacher.slug}`),
  });

  const page = (
    <div className="space-y-6">
      <TrackEvent slug={teacher.slug} type="service_view" serviceId={service.id} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(structuredData) }} />
      <Link
        href={`/${teacher.slug}`}
        className="text-primary inline-flex items-center gap-1 text-sm font-medium hover:underline"
      >
        <DrawnIcon icon={ArrowLeft} className="size-4" aria-hidden="true" /> {t('back', { teacher: teacher.name })}
      </Link>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <article className="min-w-0 space-y-8">
          <ServiceDetailHeader service={service} action={nextStepLink(step, service, tStep)} />
          <ServiceFacts service={service} />
          {service.description ? (
            <section aria-labelledby="about-heading" className="space-y-3">
              <h2 id="about-heading" className="text-foreground text-xl font-semibold tracking-tight">
                {t('about', { structure: service.structure })}
              </h2>
              <p className="text-foreground/85 text-base leading-7 whitespace-pre-line">{service.description}</p>
            </section>
          ) : null}
          <CourseOutline items={service.scheduleItems} />
          <PublicReviews
            reviews={reviews}
            heading={t('reviewsOf', { service: service.name })}
            teacherName={teacher.name}
            timeZone={teacher.timezone}
            teacherSlug={teacher.slug}
            pathname={`/${teacher.slug}/services/${service.slug}`}
          />
          <TeacherByline teacher={teacher} />
        </article>
        <aside className="space-y-4 lg:sticky lg:top-6">
          {/* Exactly one next step for the viewer: book (a trial, or with credits), the waitlist, or enroll. */}
          {step.kind === 'enroll' ? (
            <EnrollPanel
              service={service}
              viewer={viewer}
              documents={documents}
              checkoutReturn={checkoutReturn}
              resumed={single(query.enroll) === '1'}
              initialDiscountCode={single(query.enroll) === '1' ? single(query.discountCode)?.slice(0, 64) : undefined}
              initialAccepted={
                single(query.enroll) === '1'
                  ? readAcceptedVersionIds(
                      single(query.accepted),
                      documents.map(({ versionId }) => versionId),
                    )
                  : undefined
              }
            />
          ) : (
            <ServiceNextStepPanel step={step} service={service} checkoutReturn={checkoutReturn} />
          )}
        </aside>
      </div>
    </div>
  );
  return islandsWithWords ? (
    <LazyPublicClientWords {...await publicClientWordsProps()}>{page}</LazyPublicClientWords>
  ) : (
    page
  );
}

/** The processor's return (`?enrollment=<id>&checkout=success|cancelled`), with the enrollment's status when it is the viewer's. */
async function readCheckoutReturn(
  query: Record<string, string | string[] | undefined>,
  viewer: Awaited<ReturnType<typeof enrollmentViewer>>,
  serviceId: string,
): Promise<CheckoutReturn | null> {
  const outcome = single(query.checkout);
  const enrollmentId = single(query.enrollment);
  if ((outcome !== 'success' && outcome !== 'cancelled') || !enrollmentId) return null;
  const status =
    viewer.kind === 'student'
      ? await getOwnEnrollmentStatus({ studentId: viewer.studentId, serviceId, enrollmentId })
      : null;
  return { outcome, status };
}
