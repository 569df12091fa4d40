import type { Metadata } from 'next';
import { ArrowRight, ChevronRight } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { settingsGroups } from '@/components/settings/settings-sections';
import { setupSteps } from '@/components/settings/settings-setup-steps';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { getSetupProgress } from '@/lib/settings/get-setup-progress';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('teacherSettings'))('overview.title') };
}

/** Every settings page as a card per group, with the one setup step still to do on top. */
export default async function SettingsPage() {
  const teacher = await requireTeacherPage();
  const [{ next }, t] = await Promise.all([
    getSetupProgress({ teacherId: teacher.id }),
    getTranslations('teacherSettings'),
  ]);
  const step = next ? { key: next, href: setupSteps[next].href } : null;
  return (
    <>
      <PageHeader title={t('overview.title')} description={t('overview.description')} />
      <div className="flex flex-col gap-6">
        {step ? (
          <section
            aria-labelledby="next-step-title"
            className="border-primary-300 bg-primary-soft/40 flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="text-primary text-xs font-semibold tracking-wide uppercase">{t('overview.nextStep')}</p>
              <h2 id="next-step-title" className="text-foreground text-base font-semibold">
                {t(`steps.${step.key}.title`)}
              </h2>
              <p className="text-muted-foreground text-sm">{t(`steps.${step.key}.text`)}</p>
            </div>
            <Link
              href={step.href}
              className="bg-primary text-primary-foreground hover:bg-primary/90 focus-visible:outline-ring inline-flex shrink-0 items-center justify-center gap-1.5 rounded-md px-4 py-2 text-sm font-medium"
            >
              {t(`steps.${step.key}.action`)}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </section>
        ) : null}
        <div className="grid gap-4 md:grid-cols-2">
          {settingsGroups.map((group) => (
            <Card key={group.key}>
              <CardHeader>
                <CardTitle>{t(`groups.${group.key}`)}</CardTitle>
                <CardDescription className="sr-only">
                  {t('overview.groupSettings', { group: t(`groups.${group.key}`) })}
                </CardDescription>
              </CardHeader>
              <CardContent>
                <ul className="-mx-2 flex flex-col">
                  {group.sections.map((section) => (
                    <li key={section.href}>
                      <Link
                        href={section.href}
                        className="hover:bg-muted focus-visible:outline-ring flex items-center justify-between gap-3 rounded-md px-2 py-2"
                      >
                        <span className="min-w-0">
                          <span className="text-foreground block text-sm font-medium">
                            {t(`sections.${section.key}.title`)}
                          </span>
                          <span className="text-muted-foreground block text-xs">
                            {t(`sections.${section.key}.description`)}
                          </span>
                        </span>
                        <ChevronRight className="text-muted-foreground size-4 shrink-0" aria-hidden="true" />
                      </Link>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          ))}
        </div>
      </div>
    </>
  );
}
