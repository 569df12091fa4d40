import type { Metadata } from 'next';
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
import { formatZoneName } from '@/lib/core/format-time';

export const metadata: Metadata = { title: 'Availability' };

export default async function AvailabilityPage() {
  const teacher = await requireTeacherPage();
  const { timezone, today, schedules, upcoming, past, bufferMinutes } = await loadAvailabilityPage(teacher);
  const addSchedule = <ScheduleDialog timezone={timezone} />;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8">
      <PageHeader
        eyebrow={<BackLink href="/teacher/settings" label="Settings" />}
        title="Availability"
        description={`The hours students can book on your public page. Times are in your time zone, ${formatZoneName(timezone)}.`}
        actions={schedules.length > 0 ? addSchedule : undefined}
        className="pb-0"
      />

      <section aria-labelledby="schedules-heading" className="flex flex-col gap-4">
        <h2 id="schedules-heading" className="text-foreground text-lg font-semibold">
          Weekly schedules
        </h2>
        {schedules.length === 0 ? (
          <EmptyState
            icon={CalendarClock}
            headingLevel="h3"
            title="No weekly hours yet"
            description="Add a schedule with the days and hours you teach. Students can only book inside them."
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
            <CardTitle id="exceptions-heading">Closed days and extra hours</CardTitle>
            <CardDescription>
              Exceptions for one date in {formatZoneName(timezone)}: close a day, block some hours, or open extra hours.
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-6">
            <OverrideForm timezone={timezone} today={today} />
            <div className="flex flex-col gap-2">
              <h3 className="text-foreground text-sm font-semibold">Upcoming</h3>
              {upcoming.length === 0 ? (
                <p className="text-muted-foreground text-sm">No upcoming exceptions: your weekly schedules apply.</p>
              ) : (
                <OverridesList overrides={upcoming} label="Upcoming exceptions" />
              )}
            </div>
            {past.length > 0 ? (
              <details className="group">
                <summary className="text-muted-foreground hover:text-foreground cursor-pointer text-sm font-medium">
                  Past exceptions (last 30 days)
                </summary>
                <div className="mt-2">
                  <OverridesList overrides={past} label="Past exceptions" />
                </div>
              </details>
            ) : null}
          </CardContent>
        </Card>
      </section>
    </div>
  );
}
