import Link from 'next/link';
import { formatServicePrice } from '@/components/catalogue/format-service-price';
import { buttonVariants } from '@/components/ui/button';
import type { ServiceNextStep } from '@/lib/public-page/get-service-next-step';
import { CheckoutOutcome, type CheckoutReturn } from './enroll-panel';
import { WaitlistButton } from './waitlist-button';

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

/** The one step a service page offers besides enrolling: the header's button says the same. */
export function nextStepLink(step: ServiceNextStep, service: Service): { href: string; label: string } {
  const booking = `/${service.teacher.slug}/book/${service.slug}`;
  switch (step.kind) {
    case 'book_trial':
      return { href: booking, label: 'Book a trial' };
    case 'book':
      return { href: booking, label: 'Book a time' };
    case 'pick_time':
      return { href: booking, label: step.again ? 'Book another lesson' : 'Pick a time' };
    case 'join_waitlist':
    case 'full':
      return { href: '#next-step', label: 'Join the waitlist' };
    case 'enroll':
      return { href: '#enroll', label: 'Enroll' };
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
  const link = nextStepLink(step, service);
  if (step.kind === 'join_waitlist') {
    return (
      <div id="next-step" className="scroll-mt-20">
        <WaitlistButton serviceId={service.id} serviceName={service.name} initialPlace={step.place} />
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
            {step.again ? 'Book another lesson' : 'Book a lesson'}
          </h2>
          <p className="text-foreground mt-1 text-3xl font-semibold tracking-tight tabular-nums">
            <span className="sr-only">Price: </span>
            {formatServicePrice(service)}
          </p>
          <p className="text-muted-foreground mt-2 text-sm leading-6">
            Pick a time that suits you first. We hold it for 15 minutes while you pay, and the lesson is confirmed as
            soon as the payment arrives.
          </p>
          <Link href={link.href} className={buttonVariants({ size: 'lg', className: 'mt-4 w-full' })}>
            {link.label}
          </Link>
        </>
      ) : step.kind === 'full' ? (
        <>
          <h2 id="next-step-heading" className="text-foreground text-base font-semibold">
            {service.name} is full
          </h2>
          <p className="text-muted-foreground mt-2 text-sm leading-6">
            Every place is taken. Sign in as a student of {service.teacher.name} to join the waitlist: we e-mail you
            when a place opens.
          </p>
          <Link
            href={`/sign-in/student?teacher=${encodeURIComponent(service.teacher.slug)}`}
            className={buttonVariants({ className: 'mt-4 w-full' })}
          >
            Sign in to join the waitlist
          </Link>
        </>
      ) : (
        <>
          <h2 id="next-step-heading" className="text-foreground text-base font-semibold">
            {step.kind === 'book'
              ? `You have ${step.remaining} ${step.remaining === 1 ? 'session' : 'sessions'} left`
              : 'Start with a trial'}
          </h2>
          <p className="text-muted-foreground mt-2 text-sm leading-6">
            {step.kind === 'book'
              ? 'Pick a time that suits you; it uses one session of your enrollment.'
              : `Pick a time for a first lesson with ${service.teacher.name}.`}
          </p>
          <Link href={link.href} className={buttonVariants({ size: 'lg', className: 'mt-4 w-full' })}>
            {link.label}
          </Link>
        </>
      )}
    </section>
  );
}
