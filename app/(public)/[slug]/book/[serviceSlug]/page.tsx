import type { Metadata } from 'next';
import { ArrowLeft } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { TrackEvent } from '@/components/analytics/track-event';
import { PublicPageProviders } from '@/components/api/public-page-providers';
import { PublicClientWords } from '@/components/i18n/public-client-words';
import { publicClientWordsProps } from '@/components/i18n/public-client-words-props';
import { BookingFlow } from '@/components/booking/booking-flow';
import { BookingUnavailable } from '@/components/booking/booking-unavailable';
import { TimeFirstBooking } from '@/components/public/time-first-booking';
import { servicePriceText } from '@/components/public/service-price-text';
import { currentSession } from '@/lib/auth/require-page';
import { getBookableService } from '@/lib/catalogue/get-bookable-service';
import { enrollmentViewer } from '@/lib/enrollments/enrollment-viewer';
import { getPublicLegalDocuments } from '@/lib/legal/get-public-legal-documents';
import { getServiceNextStep } from '@/lib/public-page/get-service-next-step';
import { toLocale } from '@/lib/core/locale';
import { formatDuration } from '@/lib/presentation/format';
import { loadOr404 } from '../../../load-or-404';

type Props = {
  params: Promise<{ slug: string; serviceSlug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** `?makeup=<uuid>` (the portal's make-up credit link); the booking route checks it is the student's. */
const makeupCreditOf = (value: string | string[] | undefined) =>
  typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value) ? value : undefined;

// One session read and one service read per request, shared by generateMetadata and the page.
const loadSession = cache(currentSession);
const loadServiceFor = cache((slug: string, serviceSlug: string, studentTeacherId: string | null) =>
  loadOr404(() => getBookableService(slug, serviceSlug, { studentTeacherId })),
);

/** The service as this viewer may book it: a private one only for a student of its teacher. */
async function loadService(slug: string, serviceSlug: string) {
  const session = await loadSession();
  const studentTeacherId = session?.role === 'student' ? session.student.teacherId : null;
  return { session, service: await loadServiceFor(slug, serviceSlug, studentTeacherId) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, serviceSlug } = await params;
  const { service } = await loadService(slug, serviceSlug);
  const t = await getTranslations('publicPage.book');
  return {
    title: t(service.isTrial ? 'metaTrial' : 'meta', { service: service.name, teacher: service.teacher.name }),
    robots: { index: false, follow: true },
  };
}

/**
 * Booking a time of a service: a visitor requests a trial (trial services), a signed-in student of
 * this teacher books with a credit (other services), and anyone may pick a time of a paid one-to-one
 * single lesson and pay for it then (time-first, 0030). Anyone else is told what to do instead.
 */
export default async function BookServicePage({ params, searchParams }: Props) {
  const [{ slug, serviceSlug }, query] = await Promise.all([params, searchParams]);
  const { session, service } = await loadService(slug, serviceSlug);
  const { teacher } = service;
  const [viewer, { data: documents }] = await Promise.all([
    enrollmentViewer(teacher.slug, session),
    getPublicLegalDocuments(teacher.slug),
  ]);
  const servicePath = `/${teacher.slug}/services/${service.slug}`;
  // A private service has no public page: its student came from the portal and goes back there.
  const backPath = service.isPrivate ? '/portal' : servicePath;
  // The same single next step as the service page: credits left book with them, else time-first.
  const step = service.isPrivate ? null : await getServiceNextStep({ service, viewer });
  const timeFirst = step?.kind === 'pick_time' && (viewer.kind === 'visitor' || viewer.kind === 'student');
  const canBookAsStudent = !service.isTrial && viewer.kind === 'student';
  // A trial request is a visitor's: only a teacher acting as a student is stopped from sending one.
  const blocked = viewer.kind === 'impersonating' || (!service.isTrial && viewer.kind === 'other_teacher_student');
  const t = await getTranslations('publicPage.book');
  const locale = toLocale(await getLocale());
  const priceText = servicePriceText(service, await getTranslations('publicService.price'), locale);
  const words = await publicClientWordsProps();

  return (
    // The forms' words (0185), the API client and toasts of the slot picker and the forms (only this
    // public page uses them: 0181).
    <PublicClientWords {...words}>
      <PublicPageProviders>
        <div className="space-y-6">
          <Link
            href={backPath}
            className="text-primary inline-flex items-center gap-1 text-sm font-medium hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" /> {service.name}
          </Link>
          <header className="space-y-1">
            <h1 className="text-foreground text-2xl font-semibold tracking-tight sm:text-3xl">
              {t(service.isTrial ? 'titleTrial' : 'title', { teacher: teacher.name })}
            </h1>
            <p className="text-muted-foreground text-sm sm:text-base">
              {service.name} · {formatDuration(service.durationMinutes, locale)}
              {service.isTrial || timeFirst ? ` · ${priceText}` : t('usesCredit')}
            </p>
          </header>
          {/* The visitor opened a booking form: the funnel's booking_started. */}
          {!blocked && (timeFirst || service.isTrial || canBookAsStudent) ? (
            <TrackEvent slug={teacher.slug} type="booking_started" serviceId={service.id} />
          ) : null}
          {blocked ? (
            <BookingUnavailable reason={viewer.kind} teacherName={teacher.name} servicePath={servicePath} />
          ) : timeFirst ? (
            <TimeFirstBooking
              teacher={{ name: teacher.name, slug: teacher.slug }}
              service={{
                id: service.id,
                slug: service.slug,
                priceAmount: service.priceAmount,
                priceLabel: priceText,
                billing: service.billing,
                questions: service.questions,
              }}
              documents={documents}
              viewer={
                viewer.kind === 'student'
                  ? { kind: 'student', name: viewer.name, email: viewer.email }
                  : { kind: 'visitor' }
              }
              checkoutCancelled={query.checkout === 'cancelled'}
              makeupCreditId={service.billing === 'monthly' ? makeupCreditOf(query.makeup) : undefined}
            />
          ) : service.isTrial || canBookAsStudent ? (
            <BookingFlow
              teacher={{ name: teacher.name, slug: teacher.slug }}
              service={{
                id: service.id,
                slug: service.slug,
                paid: service.priceAmount > 0,
                allowsRecurring: service.allowsRecurring,
                questions: service.questions,
              }}
              documents={documents}
              mode={service.isTrial ? 'trial' : 'student'}
              defaults={viewer.kind === 'student' ? { name: viewer.name, email: viewer.email } : undefined}
            />
          ) : (
            <BookingUnavailable
              reason="visitor"
              teacherName={teacher.name}
              servicePath={servicePath}
              teacherSlug={teacher.slug}
            />
          )}
        </div>
      </PublicPageProviders>
    </PublicClientWords>
  );
}
