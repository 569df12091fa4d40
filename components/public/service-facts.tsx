import { CalendarClock, CalendarRange, Clock, Hourglass, Layers, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { countCourseSessions, sessionCountText } from '@/lib/catalogue/count-course-sessions';
import type { PublicServiceDetail } from '@/lib/catalogue/get-public-service-detail';
import { formatDuration } from '@/lib/presentation/format';
import { CourseDatesText } from './course-dates';

type Fact = { label: string; value: ReactNode; icon: LucideIcon };

const PER: Record<string, string> = { week: 'week', month: 'month', year: 'year' };

function factsOf(service: PublicServiceDetail): Fact[] {
  const facts: Fact[] = [];
  const length = formatDuration(service.durationMinutes);
  if (length && service.deliveryMode !== 'async') facts.push({ label: 'Session length', value: length, icon: Clock });
  // The same count as the course outline's (countCourseSessions): a course with an outline is its live sessions.
  const sessions = countCourseSessions(service);
  const outlined = service.structure === 'course' && service.scheduleItems.length > 0;
  if (sessions && service.structure !== 'single') {
    const per =
      service.structure === 'subscription' && service.billingInterval ? ` per ${PER[service.billingInterval]}` : '';
    facts.push({ label: 'Included', value: `${sessionCountText(sessions, outlined)}${per}`, icon: Layers });
  }
  if (service.structure === 'course') {
    facts.push({
      label: 'Dates',
      value: service.courseDates ? (
        <CourseDatesText dates={service.courseDates} teacherZone={service.teacher.timezone} />
      ) : (
        'To be announced'
      ),
      icon: CalendarRange,
    });
  }
  if (service.validityDays)
    facts.push({ label: 'Valid for', value: `${service.validityDays} days after purchase`, icon: Hourglass });
  if (service.groupType === 'group') {
    // No capacity: a group with no seat limit (docs/decisions/0066-spec-shaped-bodies.md).
    const size = service.capacity ? `Up to ${service.capacity} students` : 'No limit on places';
    facts.push({ label: 'Group size', value: size, icon: Users });
  }
  if (service.structure === 'subscription' && service.billingInterval) {
    facts.push({
      label: 'Billing',
      value: `Every ${PER[service.billingInterval]}, cancel any time`,
      icon: CalendarClock,
    });
  }
  return facts;
}

/** The practical facts of a service (length, sessions, validity, seats) as a definition list. */
export function ServiceFacts({ service }: { service: PublicServiceDetail }) {
  const facts = factsOf(service);
  if (!facts.length) return null;
  return (
    <dl className="grid grid-cols-2 gap-2 sm:gap-3">
      {facts.map(({ label, value, icon: Icon }) => (
        // A <dl> group holds only its <dt> and <dd>: the icon sits inside the term, beside both.
        <div key={label} className="border-border bg-surface relative rounded-lg border p-3 pl-10">
          <dt className="text-muted-foreground text-xs font-medium">
            <Icon className="text-primary absolute top-3.5 left-3 size-4" aria-hidden="true" />
            {label}
          </dt>
          <dd className="text-foreground text-sm font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
