import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CalendarClock } from 'lucide-react';
import { BufferForm } from '@/components/availability/buffer-form';
import { OverrideForm } from '@/components/availability/override-form';
import { OverridesList } from '@/components/availability/overrides-list';
import { ScheduleCard } from '@/components/availability/schedule-card';
import { ScheduleDialog } from '@/components/availability/schedule-dialog';
import { BackLink } from '@/components/ui/back-link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { loadAvailabilityPage } from './load-availability-page';
import { toRegionalFormat } from '@/lib/core/locale';
import { formatZoneName } from '@/lib/presentation/format';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('teacherSettingsPages'))('availability.meta') };
}

export default async function AvailabilityPage() {
  const teacher = await requireTeacherPage();
  const { timezone, today, schedules, upcoming, past, bufferMinutes } = await loadAvailabilityPage(teacher);
  const addSchedule = <ScheduleDialog timezone={timezone} />;
  const tp = await getTranslations('teacherSettingsPages');
  const zone = formatZoneName(timezone, toRegionalFormat(teacher));

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8">
      <PageHeader
        eyebrow={<BackLink href="/teacher/settings" label={tp('back')} />}
        title={tp('availability.title')}
        description={tp('availability.description', { zone })}
        actions={schedules.length > 0 ? addSchedule : undefined}
        className="pb-0"
      />

      <section aria-labelledby="schedules-heading" className="flex flex-col gap-4">
        <h2 id="schedules-heading" className="text-foreground text-lg font-semibold">
          {tp('availability.weekly')}
        </h2>
        {schedules.length === 0 ? (
          <EmptyState
            icon={CalendarClock}
            headingLevel="h3"
            title={tp('availability.emptyTitle')}
            description={tp('availability.emptyBody')}
            action={addSchedule}
          />
        ) : (
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            {schedules.map((schedule) => (
              <ScheduleCard key={schedule.id} schedule={schedule} teacherTimezone={timezone} />
            ))}
          </div>
        )}
        <BufferForm bufferMinutes={bufferMinutes} />
      </section>

      <section aria-labelledby="exceptions-heading">
        <Card>
          <CardHeader>
            <CardTitle id="exceptions-heading">{tp('availability.exceptions')}</CardTitle>
            <CardDescription>{tp('availability.exceptionsBody', { zone })}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-6">
            <OverrideForm timezone={timezone} today={today} />
            <div className="flex flex-col gap-2">
              <h3 className="text-foreground text-sm font-semibold">{tp('availability.upcoming')}</h3>
              {upcoming.length === 0 ? (
                <p className="text-muted-foreground text-sm">{tp('availability.noUpcoming')}</p>
              ) : (
                <OverridesList overrides={upcoming} label={tp('availability.upcomingLabel')} />
              )}
            </div>
            {past.length > 0 ? (
              <details className="group">
                <summary className="text-muted-foreground hover:text-foreground cursor-pointer text-sm font-medium">
                  {tp('availability.past')}
                </summary>
                <div className="mt-2">
                  <OverridesList overrides={past} label={tp('availability.pastLabel')} />
                </div>
              </details>
            ) : null}
          </CardContent>
        </Card>
      </section>
    </div>
  );
}
