import { ArrowRight, CalendarDays, ChartLine, CreditCard, Library, Star, Users, type LucideIcon } from 'lucide-react';
import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { DashboardPreview } from '@/components/marketing/dashboard-preview';
import { requestRegionalFormat } from '@/lib/http/request-locale';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('home');
  return { title: { absolute: t('metaTitle') } };
}

/** The features of the landing page: an icon and the catalogue key of its title and text (`home.features.<key>`). */
const FEATURES: { icon: LucideIcon; key: string }[] = [
  { icon: CalendarDays, key: 'bookings' },
  { icon: Users, key: 'students' },
  { icon: CreditCard, key: 'payments' },
  { icon: Library, key: 'library' },
  { icon: Star, key: 'reviews' },
  { icon: ChartLine, key: 'figures' },
];

export default async function HomePage() {
  const [t, regional] = await Promise.all([getTranslations('home'), requestRegionalFormat()]);
  return (
    <div className="bg-background min-h-dvh">
      <header className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link href="/" className="rounded-md" aria-label={t('home')}>
          <Logo />
        </Link>
        <nav aria-label={t('mainNav')} className="flex items-center gap-1 sm:gap-2">
          <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
            <Link href="/demo">{t('demo')}</Link>
          </Button>
          <Button asChild size="sm">
            <Link href="/sign-in">{t('signIn')}</Link>
          </Button>
        </nav>
      </header>

      <main>
        <section className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-10 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-2 lg:pb-24">
          <div>
            <p className="text-primary text-sm font-semibold">{t('eyebrow')}</p>
            <h1 className="text-foreground mt-3 text-4xl leading-[1.1] font-semibold tracking-tight sm:text-5xl">
              {t.rich('headline', { accent: (chunks) => <span className="text-primary">{chunks}</span> })}
            </h1>
            <p className="text-muted-foreground mt-5 max-w-xl text-lg leading-8">{t('intro')}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link href="/sign-in">
                  {t('getStarted')}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="secondary">
                <Link href="/demo">{t('seeDemo')}</Link>
              </Button>
            </div>
            <p className="text-muted-foreground mt-4 text-sm">{t('students')}</p>
          </div>
          <DashboardPreview regional={regional} />
        </section>

        <section aria-labelledby="features-heading" className="border-border bg-surface border-t">
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-20">
            <h2 id="features-heading" className="max-w-2xl text-2xl font-semibold tracking-tight sm:text-3xl">
              {t('featuresHeading')}
            </h2>
            <p className="text-muted-foreground mt-3 max-w-2xl">{t('featuresIntro')}</p>
            <ul role="list" className="mt-10 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
              {FEATURES.map(({ icon: Icon, key }) => (
                <li key={key}>
                  <div className="bg-primary-soft text-primary flex size-10 items-center justify-center rounded-lg">
                    <Icon className="size-5" aria-hidden="true" />
                  </div>
                  <h3 className="text-foreground mt-4 font-semibold">{t(`features.${key}.title`)}</h3>
                  <p className="text-muted-foreground mt-1.5 text-sm leading-6">{t(`features.${key}.text`)}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </main>

      <footer className="border-border border-t">
        <div className="text-muted-foreground mx-auto flex max-w-6xl flex-col gap-3 px-4 py-8 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>{t('copyright')}</p>
          <nav aria-label={t('footerNav')} className="flex gap-5">
            <Link href="/demo" className="hover:text-foreground">
              {t('demo')}
            </Link>
            <Link href="/sign-in" className="hover:text-foreground">
              {t('signIn')}
            </Link>
          </nav>
        </div>
      </footer>
    </div>
  );
}
