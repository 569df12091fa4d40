import { countCourseSessions, sessionCountText } from '@/lib/catalogue/count-course-sessions';
import type { PublicScheduleItem } from '@/lib/catalogue/get-public-service-detail';
import { formatDuration } from '@/lib/presentation/format';
import { SCHEDULE_ITEM_TYPE } from './schedule-item-labels';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What the outline holds: "4 live sessions · 2 self-paced units · 2 milestones" (the facts' count). */
function outlineSummary(items: PublicScheduleItem[]) {
  const sessions = countCourseSessions({ structure: 'course', sessionsIncluded: null, scheduleItems: items }) ?? 0;
  const units = items.filter((item) => item.type === 'async_content').length;
  const milestones = items.filter((item) => item.type === 'milestone').length;
  return [
    sessions ? sessionCountText(sessions, true) : null,
    units ? plural(units, 'self-paced unit', 'self-paced units') : null,
    milestones ? plural(milestones, 'milestone', 'milestones') : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A course's outline for visitors: what it holds, then each item's kind, title and length, in order. */
export function CourseOutline({ items }: { items: PublicScheduleItem[] }) {
  if (!items.length) return null;
  return (
    <section aria-labelledby="outline-heading" className="space-y-4">
      <div className="space-y-1">
        <h2 id="outline-heading" className="text-foreground text-xl font-semibold tracking-tight">
          Course outline
        </h2>
        <p className="text-muted-foreground text-sm">{outlineSummary(items)}</p>
      </div>
      <ol className="border-border bg-surface divide-border divide-y rounded-xl border" aria-label="Course outline">
        {items.map((item, index) => {
          const { label, icon: Icon } = SCHEDULE_ITEM_TYPE[item.type];
          return (
            <li key={item.id} className="flex items-start gap-3 px-4 py-3">
              <span className="bg-primary-soft text-primary flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold tabular-nums">
                {index + 1}
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-foreground font-medium">{item.title}</p>
                <p className="text-muted-foreground mt-0.5 flex flex-wrap items-center gap-x-2 text-xs">
                  <span className="inline-flex items-center gap-1">
                    <Icon className="size-3.5" aria-hidden="true" />
                    {label}
                  </span>
                  {item.type !== 'milestone' && item.duration ? <span>· {formatDuration(item.duration)}</span> : null}
                  {item.isOptional ? <span>· Optional</span> : null}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
