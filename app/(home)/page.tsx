import { ArrowRight, CalendarDays, ChartLine, CreditCard, Library, Star, Users, type LucideIcon } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { DashboardPreview } from '@/components/marketing/dashboard-preview';

export const metadata: Metadata = {
  title: { absolute: 'Lektio: the back office for independent teachers' },
};

const FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: CalendarDays,
    title: 'Bookings that run themselves',
    text: 'A public page with your services and real availability. Students book lessons and trials in their own timezone; your calendar stays in sync.',
  },
  {
    icon: Users,
    title: 'Every student at a glance',
    text: 'Profiles, notes, credits, contact history and a suggested next step for each student, so nobody slips through the cracks.',
  },
  {
    icon: CreditCard,
    title: 'Paid straight to you',
    text: 'Payments go to your own connected payment-processor account. Packages, courses, subscriptions and discount codes included.',
  },
  {
    icon: Library,
    title: 'Your lesson library',
    text: 'Folders, lesson templates and resources you reuse, shared with the right student at the right session.',
  },
  {
    icon: Star,
    title: 'Reviews that build trust',
    text: 'Collect reviews after lessons, reply in public and bring in the reviews you already have elsewhere.',
  },
  {
    icon: ChartLine,
    title: 'Know how you are doing',
    text: 'Earnings, retention and your booking funnel, with privacy tools and an audit log built in.',
  },
];

export default function HomePage() {
  return (
    <div className="bg-background min-h-dvh">
      <header className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link href="/" className="rounded-md" aria-label="Lektio home">
          <Logo />
        </Link>
        <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
          <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
            <Link href="/demo">Demo teacher page</Link>
          </Button>
          <Button asChild size="sm">
            <Link href="/sign-in">Sign in</Link>
          </Button>
        </nav>
      </header>

      <main>
        <section className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-10 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-2 lg:pb-24">
          <div>
            <p className="text-primary text-sm font-semibold">For independent teachers</p>
            <h1 className="text-foreground mt-3 text-4xl leading-[1.1] font-semibold tracking-tight sm:text-5xl">
              Teach more. <span className="text-primary">Chase less.</span>
            </h1>
            <p className="text-muted-foreground mt-5 max-w-xl text-lg leading-8">
              Lektio is the back office for teachers who work for themselves: a booking page for your lessons, a roster
              of your students, your materials and your payments, in one calm place.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link href="/sign-in">
                  Sign in to get started
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="secondary">
                <Link href="/demo">See a demo teacher page</Link>
              </Button>
            </div>
            <p className="text-muted-foreground mt-4 text-sm">
              Students: sign in from your teacher&apos;s page with a link sent to your e-mail.
            </p>
          </div>
          <DashboardPreview />
        </section>

        <section aria-labelledby="features-heading" className="border-border bg-surface border-t">
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-20">
            <h2 id="features-heading" className="max-w-2xl text-2xl font-semibold tracking-tight sm:text-3xl">
              Everything behind your lessons, handled
            </h2>
            <p className="text-muted-foreground mt-3 max-w-2xl">
              Lektio takes care of the admin so your time goes to teaching.
            </p>
            <ul role="list" className="mt-10 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
              {FEATURES.map(({ icon: Icon, title, text }) => (
                <li key={title}>
                  <div className="bg-primary-soft text-primary flex size-10 items-center justify-center rounded-lg">
                    <Icon className="size-5" aria-hidden="true" />
                  </div>
                  <h3 className="text-foreground mt-4 font-semibold">{title}</h3>
                  <p className="text-muted-foreground mt-1.5 text-sm leading-6">{text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </main>

      <footer className="border-border border-t">
        <div className="text-muted-foreground mx-auto flex max-w-6xl flex-col gap-3 px-4 py-8 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>© Lektio</p>
          <nav aria-label="Footer" className="flex gap-5">
            <Link href="/demo" className="hover:text-foreground">
              Demo teacher page
            </Link>
            <Link href="/sign-in" className="hover:text-foreground">
              Sign in
            </Link>
          </nav>
        </div>
      </footer>
    </div>
  );
}
