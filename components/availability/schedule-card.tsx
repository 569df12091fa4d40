import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import type { TSchedule } from '@/lib/availability/schemas';
import { DeleteScheduleButton } from './delete-schedule-button';
import { describeDateRange } from './local-date';
import { ScheduleDialog } from './schedule-dialog';
import { rulesByWeekday } from './weekdays';
import { formatZoneName } from '@/lib/core/format-time';

type Props = { schedule: TSchedule; teacherTimezone: string };

/** One weekly schedule: its dates, its hours day by day (in its zone, named), edit and delete. */
export function ScheduleCard({ schedule, teacherTimezone }: Props) {
  const days = rulesByWeekday(schedule.rules);
  const otherZone = schedule.timezone !== teacherTimezone;
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-base leading-6 font-semibold">{schedule.name}</h3>
          {schedule.isActive ? (
            <Badge tone="success" dot>
              Active
            </Badge>
          ) : (
            <Badge dot>Paused</Badge>
          )}
        </div>
        <p className="text-muted-foreground text-sm">{describeDateRange(schedule.validFrom, schedule.validUntil)}</p>
      </CardHeader>
      <CardContent>
        <p className="text-muted-foreground mb-3 text-xs">
          Times in {formatZoneName(schedule.timezone)}
          {otherZone ? ' (not your current time zone)' : ''}
        </p>
        <dl className="grid grid-cols-[6.5rem_1fr] gap-x-3 gap-y-1.5 text-sm">
          {days.map((day) => (
            <div key={day.weekday} className="contents">
              <dt className="text-foreground font-medium">{day.label}</dt>
              <dd className={day.windows.length ? 'text-foreground tabular-nums' : 'text-muted-foreground'}>
                {day.windows.length ? day.windows.join(', ') : 'Unavailable'}
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
