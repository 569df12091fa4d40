import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import type { TSchedule } from '@/lib/availability/schemas';
import { DeleteScheduleButton } from './delete-schedule-button';
import { describeDateRange } from './local-date';
import { ScheduleDialog } from './schedule-dialog';
import { rulesByWeekday } from './weekdays';
import type { RegionalFormat } from '@/lib/core/locale';
import { formatZoneName } from '@/lib/presentation/format';

type Props = { schedule: TSchedule; teacherTimezone: string; regional?: RegionalFormat };

/** One weekly schedule: its dates, its hours day by day (in its zone, named), edit and delete. */
export function ScheduleCard({ schedule, teacherTimezone, regional }: Props) {
  const t = useTranslations('teacherCalendar.availability');
  const days = rulesByWeekday(schedule.rules);
  const otherZone = schedule.timezone !== teacherTimezone;
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-base leading-6 font-semibold">{schedule.name}</h3>
          {schedule.isActive ? (
            <Badge tone="success" dot>
              {t('schedule.active')}
            </Badge>
          ) : (
            <Badge dot>{t('schedule.paused')}</Badge>
          )}
        </div>
        <p className="text-muted-foreground text-sm">{describeDateRange(
            schedule.validFrom,
            schedule.validUntil,
            (key, values) => t(`range.${key}`, values),
            regional,
          )}</p>
      </CardHeader>
      <CardContent>
        <p className="text-muted-foreground mb-3 text-xs">
          {t('schedule.zone', { zone: formatZoneName(schedule.timezone, regional), other: otherZone ? 'yes' : 'no' })}
        </p>
        <dl className="grid grid-cols-[6.5rem_1fr] gap-x-3 gap-y-1.5 text-sm">
          {days.map((day) => (
            <div key={day.weekday} className="contents">
              <dt className="text-foreground font-medium">{t(`weekday.${day.weekday}`)}</dt>
              <dd className={day.windows.length ? 'text-foreground tabular-nums' : 'text-muted-foreground'}>
                {day.windows.length ? day.windows.join(', ') : t('schedule.unavailable')}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
      <CardFooter className="justify-end">
        <ScheduleDialog schedule={schedule} timezone={schedule.timezone} />
        <DeleteScheduleButton id={schedule.id} name={schedule.name} />
      </CardFooter>
    </Card>
  );
}
