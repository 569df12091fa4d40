import { CircleCheck, Clock, CircleX } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import type { EnrollmentStatus } from '@/generated/prisma/enums';
import { LegalMarkdown } from '@/components/legal/markdown';
import { buttonVariants } from '@/components/ui/button';
import type { PublicServiceDetail } from '@/lib/catalogue/get-public-service-detail';
import type { EnrollmentViewer } from '@/lib/enrollments/enrollment-viewer';
import type { TCurrentLegalDocument } from '@/lib/legal/schemas';
import { LazyEnrollForm } from './lazy-enroll-form';
import { RefreshWhilePending } from './refresh-while-pending';
import { RevealOnArrival } from './reveal-on-arrival';
import { useServicePrice } from './service-price-text';

export type CheckoutReturn = {
  outcome: 'success' | 'cancelled';
  /** The signed-in student's enrollment named in the return address; null when not theirs or unknown. */
  status: EnrollmentStatus | null;
};

type Props = {
  service: PublicServiceDetail;
  viewer: EnrollmentViewer;
  documents: TCurrentLegalDocument[];
  checkoutReturn: CheckoutReturn | null;
  /** The sign-in link's return (`?enroll=1&discountCode=`). */
  resumed?: boolean;
  initialDiscountCode?: string;
  /** The sign-in link's return (`?accepted=`): the documents the visitor ticked before, still current. */
  initialAccepted?: string[];
};

/**
 * The call to action of a service page (anchor #enroll): the enrollment form, or, back from the
 * processor's checkout, how it ended. Free services are not sold online (enroll refuses a price of 0).
 */
export function EnrollPanel({
  service,
  viewer,
  documents,
  checkoutReturn,
  resumed,
  initialDiscountCode,
  initialAccepted,
}: Props) {
  const t = useTranslations('publicService.enroll');
  const price = useServicePrice();
  const free = service.pricingModel === 'free' || service.priceAmount <= 0;
  const enrolled = checkoutReturn?.outcome === 'success' && checkoutReturn.status === 'active';
  return (
    <section
      id="enroll"
      aria-labelledby="enroll-heading"
      className="border-border bg-surface scroll-mt-20 rounded-xl border p-5 shadow-sm"
    >
      <h2 id="enroll-heading" className="text-muted-foreground text-sm font-medium">
        {t(service.isTrial ? 'headingTrial' : 'heading')}
      </h2>
      <p className="text-foreground mt-1 text-3xl font-semibold tracking-tight tabular-nums">
        <span className="sr-only">{t('price')}</span>
        {price(service)}
      </p>
      {checkoutReturn ? <CheckoutOutcome checkoutReturn={checkoutReturn} /> : null}
      {enrolled ||
      (checkoutReturn?.outcome === 'success' && checkoutReturn.status === 'pending_payment') ? null : free ? (
        <p className="text-muted-foreground mt-3 text-sm leading-6">{t('free', { teacher: service.teacher.name })}</p>
      ) : viewer.kind === 'other_teacher_student' ? (
        <p role="note" className="text-muted-foreground mt-3 text-sm leading-6">
          {t('otherTeacher', { teacher: service.teacher.name })}
        </p>
      ) : viewer.kind === 'impersonating' ? (
        <p role="note" className="text-muted-foreground mt-3 text-sm leading-6">
          {t('impersonating')}
        </p>
      ) : (
        <>
          {viewer.kind === 'student' ? (
            <p className="text-muted-foreground mt-3 text-sm leading-6">
              {t.rich('signedInAs', {
                name: viewer.name,
                b: (chunks) => <span className="text-foreground font-medium">{chunks}</span>,
              })}
            </p>
          ) : null}
          {/* Its code loads only on a page that shows it (issue 38, item 6). */}
          <LazyEnrollForm
            teacherSlug={service.teacher.slug}
            serviceId={service.id}
            documents={documents.map(({ bodyMarkdown, ...document }) => ({
              ...document,
              // Rendered here, on the server: the browser gets the markup, not a Markdown parser (issue 38, item 6).
              body: <LegalMarkdown className="mt-2 max-h-64 overflow-y-auto">{bodyMarkdown}</LegalMarkdown>,
            }))}
            signedIn={viewer.kind === 'student'}
            viewerEmail={viewer.kind === 'student' ? viewer.email : undefined}
            resumed={resumed && viewer.kind === 'student'}
            initialDiscountCode={viewer.kind === 'student' ? initialDiscountCode : undefined}
            initialAccepted={viewer.kind === 'student' ? initialAccepted : undefined}
            questions={service.questions}
          />
        </>
      )}
    </section>
  );
}

/**
 * How the checkout ended, shown where the visitor lands: scrolled into view and focused (on a phone the
 * panel is far below the top), again when "Confirming…" turns into "You're enrolled".
 */
export function CheckoutOutcome({ checkoutReturn }: { checkoutReturn: CheckoutReturn }) {
  return (
    <RevealOnArrival key={`${checkoutReturn.outcome}-${checkoutReturn.status}`}>
      <CheckoutOutcomeText checkoutReturn={checkoutReturn} />
    </RevealOnArrival>
  );
}

function CheckoutOutcomeText({ checkoutReturn }: { checkoutReturn: CheckoutReturn }) {
  const t = useTranslations('publicService.checkout');
  if (checkoutReturn.outcome === 'cancelled') {
    return (
      <div role="status" className="bg-surface-muted mt-4 rounded-lg p-3">
        <p className="text-foreground flex items-center gap-2 font-semibold">
          <CircleX className="size-5" aria-hidden="true" /> {t('cancelled')}
        </p>
        <p className="text-muted-foreground mt-1 text-sm leading-6">{t('cancelledBody')}</p>
      </div>
    );
  }
  if (checkoutReturn.status === 'active') {
    return (
      <div role="status" className="bg-surface-muted mt-4 rounded-lg p-3">
        <h3 className="text-foreground flex items-center gap-2 text-base font-semibold">
          <CircleCheck className="text-primary size-5" aria-hidden="true" /> {t('enrolled')}
        </h3>
        <p className="text-muted-foreground mt-1 text-sm leading-6">{t('enrolledBody')}</p>
        <Link href="/portal" className={buttonVariants({ className: 'mt-3 w-full' })}>
          {t('goToPortal')}
        </Link>
      </div>
    );
  }
  if (checkoutReturn.status === 'pending_payment') {
    return (
      <div role="status" className="bg-surface-muted mt-4 rounded-lg p-3">
        <RefreshWhilePending />
        <h3 className="text-foreground flex items-center gap-2 text-base font-semibold">
          <Clock className="size-5" aria-hidden="true" /> {t('confirming')}
        </h3>
        <p className="text-muted-foreground mt-1 text-sm leading-6">{t('confirmingBody')}</p>
      </div>
    );
  }
  return (
    <div role="status" className="bg-surface-muted mt-4 rounded-lg p-3">
      <p className="text-foreground font-semibold">{t('thanks')}</p>
      <p className="text-muted-foreground mt-1 text-sm leading-6">
        {t.rich('thanksBody', {
          link: (chunks) => (
            <Link href="/portal" className="text-primary font-medium hover:underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}
