import { useLocale, useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { SCHEDULE_ITEM_TYPE } from '@/components/public/schedule-item-labels';
import type { TScheduleItem } from '@/lib/catalogue/schemas';
import { toLocale } from '@/lib/core/locale';
import { formatDuration } from '@/lib/presentation/format';

type Props = { item: Pick<TScheduleItem, 'type' | 'title' | 'duration' | 'isOptional'>; position: number };

/** One course item as a row: position, type, title, length and "optional". */
export function ScheduleItemSummary({ item, position }: Props) {
  const t = useTranslations('teacherServiceEditor.outline');
  const typeName = useTranslations('publicService.outline.type');
  const locale = toLocale(useLocale());
  const { icon: Icon } = SCHEDULE_ITEM_TYPE[item.type];
  return (
    <div className="flex min-w-0 items-start gap-3">
      <span
        className="bg-primary-soft text-primary mt-0.5 hidden size-8 shrink-0 items-center justify-center rounded-lg sm:flex"
        aria-hidden="true"
      >
        <Icon className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-foreground line-clamp-2 font-medium break-words">
          <span className="text-muted-foreground mr-1.5 tabular-nums">{position}.</span>
          {item.title}
        </p>
        <p className="text-muted-foreground mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
          <span className="inline-flex items-center gap-1">
            <Icon className="size-3.5 sm:hidden" aria-hidden="true" />
            {typeName(item.type)}
            {item.type !== 'milestone' && item.duration ? ` · ${formatDuration(item.duration, locale)}` : null}
          </span>
          {item.isOptional ? <Badge className="px-1.5 py-0 text-[0.6875rem]">{t('optional')}</Badge> : null}
        </p>
      </div>
    </div>
  );
}
