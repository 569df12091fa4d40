import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/ui/button';
import type { ServiceNextStep } from '@/lib/public-page/get-service-next-step';
import { CheckoutOutcome, type CheckoutReturn } from './enroll-panel';
import { useServicePrice } from './service-price-text';
import { LazyWaitlistButton } from './lazy-waitlist-button';

type Service = {
  id: string;
  name: string;
  slug: string;
  teacher: { name: string; slug: string };
  pricingModel: 'fixed' | 'per_session' | 'free';
  priceAmount: number;
  currency: string;
  structure: string;
};

type LinkKey = 'bookTrial' | 'book' | 'bookAnother' | 'pickTime' | 'joinWaitlist' | 'enroll';

/**
 * The one step a service page offers besides enrolling: the header's button says the same. `t` is
 * the `publicService.nextStep` translator of the page's reader.
 */
export function nextStepLink(
  step: ServiceNextStep,
  service: Service,
  t: (key: LinkKey) => string,
): { href: string; label: string } {
  const booking = `/${service.teacher.slug}/book/${service.slug}`;
  switch (step.kind) {
    case 'book_trial':
      return { href: booking, label: t('bookTrial') };
    case 'book':
      return { href: booking, label: t('book') };
    case 'pick_time':
      return { href: booking, label: t(step.again ? 'bookAnother' : 'pickTime') };
    case 'join_waitlist':
    case 'full':
      return { href: '#next-step', label: t('joinWaitlist') };
    case 'enroll':
      return { href: '#enroll', label: t('enroll') };
  }
}

/**
 * The side panel of a service page for every step but enrolling (the enrollment panel's own): book
 * a trial, book with the credits left, join the waitlist of a full class, or sign in to join it.
 */
export function ServiceNextStepPanel({
  step,
  service,
  checkoutReturn,
}: {
  step: Exclude<ServiceNextStep, { kind: 'enroll' }>;
  service: Service;
  checkoutReturn: CheckoutReturn | null;
}) {
  const t = useTranslations('publicService.nextStep');
  const price = useServicePrice();
  const link = nextStepLink(step, service, t);
  if (step.kind === 'join_waitlist') {
    return (
      <div id="next-step" className="scroll-mt-20">
        <LazyWaitlistButton serviceId={service.id} serviceName={service.name} initialPlace={step.place} />
      </div>
    );
  }
  return (
    <section
      id="next-step"
      aria-labelledby="next-step-heading"
      className="border-border bg-surface scroll-mt-20 rounded-xl border p-5 shadow-sm"
    >
      {checkoutReturn ? <CheckoutOutcome checkoutReturn={checkoutReturn} /> : null}
      {step.kind === 'pick_time' ? (
        <>
          <h2 id="next-step-heading" className="text-muted-foreground text-sm font-medium">
            {t(step.again ? 'bookAnother' : 'bookLesson')}
          </h2>
          <p className="text-foreground mt-1 text-3xl font-semibold tracking-tight tabular-nums">
            <span className="sr-only">{t('price')}</span>
            {price(service)}
          </p>
          <p className="text-muted-foreground mt-2 text-sm leading-6">{t('pickTimeFirst')}</p>
          <Link href={link.href} className={buttonVariants({ size: 'lg', className: 'mt-4 w-full' })}>
            {link.label}
          </Link>
        </>
      ) : step.kind === 'full' ? (
        <>
          <h2 id="next-step-heading" className="text-foreground text-base font-semibold">
            {t('full', { service: service.name })}
          </h2>
          <p className="text-muted-foreground mt-2 text-sm leading-6">
            {t('fullBody', { teacher: service.teacher.name })}
          </p>
          <Link
            href={`/sign-in/student?teacher=${encodeURIComponent(service.teacher.slug)}`}
            className={buttonVariants({ className: 'mt-4 w-full' })}
          >
            {t('signInToJoin')}
          </Link>
        </>
      ) : (
        <>
          <h2 id="next-step-heading" className="text-foreground text-base font-semibold">
            {step.kind === 'book' ? t('remaining', { count: step.remaining }) : t('startWithTrial')}
          </h2>
          <p className="text-muted-foreground mt-2 text-sm leading-6">
            {step.kind === 'book' ? t('usesOneSession') : t('firstLesson', { teacher: service.teacher.name })}
          </p>
          <Link href={link.href} className={buttonVariants({ size: 'lg', className: 'mt-4 w-full' })}>
            {link.label}
          </Link>
        </>
      )}
    </section>
  );
}
