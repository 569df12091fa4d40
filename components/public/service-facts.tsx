import { CalendarClock, CalendarRange, Clock, Hourglass, Layers, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { DrawnIcon } from '@/components/ui/drawn-icon';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { countCourseSessions } from '@/lib/catalogue/count-course-sessions';
import type { PublicServiceDetail } from '@/lib/catalogue/get-public-service-detail';
import { toLocale, type Locale } from '@/lib/core/locale';
import { formatDuration } from '@/lib/presentation/format';
import { LazyCourseDatesText } from './lazy-course-dates';

type Fact = { key: string; label: string; value: ReactNode; icon: LucideIcon };
type Translate = (key: string, values?: Record<string, string | number>) => string;

function factsOf(service: PublicServiceDetail, t: Translate, locale: Locale): Fact[] {
  const facts: Fact[] = [];
  const length = formatDuration(service.durationMinutes, locale);
  if (length && service.deliveryMode !== 'async') {
    facts.push({ key: 'length', label: t('sessionLength'), value: length, icon: Clock });
  }
  // The same count as the course outline's (countCourseSessions): a course with an outline is its live sessions.
  const count = countCourseSessions(service);
  const outlined = service.structure === 'course' && service.scheduleItems.length > 0;
  if (count && service.structure !== 'single') {
    const sessions = t(outlined ? 'liveSessions' : 'sessions', { count });
    const value =
      service.structure === 'subscription' && service.billingInterval
        ? t('sessionsPer', { sessions, interval: service.billingInterval })
        : sessions;
    facts.push({ key: 'included', label: t('included'), value, icon: Layers });
  }
  if (service.structure === 'course') {
    facts.push({
      key: 'dates',
      label: t('dates'),
      value: service.courseDates ? (
        <LazyCourseDatesText dates={service.courseDates} teacherZone={service.teacher.timezone} />
      ) : (
        t('toBeAnnounced')
      ),
      icon: CalendarRange,
    });
  }
  if (service.validityDays) {
    facts.push({
      key: 'validity',
      label: t('validFor'),
      value: t('validDays', { count: service.validityDays }),
      icon: Hourglass,
    });
  }
  if (service.groupType === 'group') {
    // No capacity: a group with no seat limit (docs/decisions/0066-spec-shaped-bodies.md).
    const size = service.capacity ? t('upTo', { count: service.capacity }) : t('noLimit');
    facts.push({ key: 'group', label: t('groupSize'), value: size, icon: Users });
  }
  if (service.structure === 'subscription' && service.billingInterval) {
    facts.push({
      key: 'billing',
      label: t('billing'),
      value: t('every', { interval: service.billingInterval }),
      icon: CalendarClock,
    });
  }
  return facts;
}

/** The practical facts of a service (length, sessions, validity, seats) as a definition list. */
export function ServiceFacts({ service }: { service: PublicServiceDetail }) {
  const t = useTranslations('publicService.facts');
  const facts = factsOf(service, t, toLocale(useLocale()));
  if (!facts.length) return null;
  return (
    <dl className="grid grid-cols-2 gap-2 sm:gap-3">
      {facts.map(({ key, label, value, icon }) => (
        // A <dl> group holds only its <dt> and <dd>: the icon sits inside the term, beside both.
        <div key={key} className="border-border bg-surface relative rounded-lg border p-3 pl-10">
          <dt className="text-muted-foreground text-xs font-medium">
            <DrawnIcon icon={icon} className="text-primary absolute top-3.5 left-3 size-4" aria-hidden="true" />
            {label}
          </dt>
          <dd className="text-foreground text-sm font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
