import { useLocale, useTranslations } from 'next-intl';
import { countCourseSessions } from '@/lib/catalogue/count-course-sessions';
import type { PublicScheduleItem } from '@/lib/catalogue/get-public-service-detail';
import { toLocale } from '@/lib/core/locale';
import { formatDuration } from '@/lib/presentation/format';
import { SCHEDULE_ITEM_TYPE } from './schedule-item-labels';
import { DrawnIcon } from '@/components/ui/drawn-icon';

type OutlineKey = 'liveSessions' | 'units' | 'milestones';

/** What the outline holds: "4 live sessions · 2 self-paced units · 2 milestones" (the facts' count). */
function outlineSummary(items: PublicScheduleItem[], t: (key: OutlineKey, values: { count: number }) => string) {
  const sessions = countCourseSessions({ structure: 'course', sessionsIncluded: null, scheduleItems: items }) ?? 0;
  const units = items.filter((item) => item.type === 'async_content').length;
  const milestones = items.filter((item) => item.type === 'milestone').length;
  return [
    sessions ? t('liveSessions', { count: sessions }) : null,
    units ? t('units', { count: units }) : null,
    milestones ? t('milestones', { count: milestones }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A course's outline for visitors: what it holds, then each item's kind, title and length, in order. */
export function CourseOutline({ items }: { items: PublicScheduleItem[] }) {
  const t = useTranslations('publicService.outline');
  const locale = toLocale(useLocale());
  if (!items.length) return null;
  return (
    <section aria-labelledby="outline-heading" className="space-y-4">
      <div className="space-y-1">
        <h2 id="outline-heading" className="text-foreground text-xl font-semibold tracking-tight">
          {t('heading')}
        </h2>
        <p className="text-muted-foreground text-sm">{outlineSummary(items, t)}</p>
      </div>
      <ol className="border-border bg-surface divide-border divide-y rounded-xl border" aria-label={t('heading')}>
        {items.map((item, index) => {
          const { icon } = SCHEDULE_ITEM_TYPE[item.type];
          return (
            <li key={item.id} className="flex items-start gap-3 px-4 py-3">
              <span className="bg-primary-soft text-primary flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold tabular-nums">
                {index + 1}
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-foreground font-medium">{item.title}</p>
                <p className="text-muted-foreground mt-0.5 flex flex-wrap items-center gap-x-2 text-xs">
                  <span className="inline-flex items-center gap-1">
                    <DrawnIcon icon={icon} className="size-3.5" aria-hidden="true" />
                    {t(`type.${item.type}`)}
                  </span>
                  {item.type !== 'milestone' && item.duration ? (
                    <span>· {formatDuration(item.duration, locale)}</span>
                  ) : null}
                  {item.isOptional ? <span>· {t('optional')}</span> : null}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
