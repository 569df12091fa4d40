import type { PublicScheduleItem } from '@/lib/catalogue/get-public-service-detail';
import { formatDuration } from '@/lib/ui/format';
import { SCHEDULE_ITEM_TYPE } from './schedule-item-labels';

/** A course's outline for visitors: each item's kind, title and length, in order. */
export function CourseOutline({ items }: { items: PublicScheduleItem[] }) {
  if (!items.length) return null;
  return (
    <section aria-labelledby="outline-heading" className="space-y-4">
      <h2 id="outline-heading" className="text-foreground text-xl font-semibold tracking-tight">
        Course outline
      </h2>
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
