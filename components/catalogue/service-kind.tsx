import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { STRUCTURE } from '@/components/public/service-labels';
import type { DeliveryMode, GroupType, ServiceStructure } from '@/components/public/types';
import { cn } from '@/lib/presentation/cn';

type Props = {
  service: { deliveryMode: DeliveryMode; groupType: GroupType; structure: ServiceStructure };
  /** Only the structure badge (narrow rows). */
  compact?: boolean;
  className?: string;
};

/** The kind of a service: the structure as a badge, delivery mode and group type in words below it. */
export function ServiceKind({ service, compact = false, className }: Props) {
  // The same words as the public pages (publicPage.labels), in the reader's language.
  const t = useTranslations('publicPage.labels');
  const { icon: Icon } = STRUCTURE[service.structure];
  return (
    <div className={cn('flex flex-col items-start gap-1', className)}>
      <Badge tone="primary" title={t(`${service.structure}Description`)}>
        <Icon aria-hidden="true" />
        {t(service.structure)}
      </Badge>
      {compact ? null : (
        <span className="text-muted-foreground text-xs">
          {t(service.deliveryMode)} · {t(service.groupType)}
        </span>
      )}
    </div>
  );
}

/** The three dimensions as one muted line: "Course · Hybrid · Group". */
export function ServiceKindLine({ service, className }: Omit<Props, 'compact'>) {
  const t = useTranslations('publicPage.labels');
  return (
    <p className={cn('text-muted-foreground text-xs', className)}>
      {t(service.structure)} · {t(service.deliveryMode)} · {t(service.groupType)}
    </p>
  );
}
