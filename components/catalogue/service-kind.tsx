import { Badge } from '@/components/ui/badge';
import { DELIVERY_MODE, GROUP_TYPE, STRUCTURE } from '@/components/public/service-labels';
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
  const { label, icon: Icon, description } = STRUCTURE[service.structure];
  return (
    <div className={cn('flex flex-col items-start gap-1', className)}>
      <Badge tone="primary" title={description}>
        <Icon aria-hidden="true" />
        {label}
      </Badge>
      {compact ? null : (
        <span className="text-muted-foreground text-xs">
          {DELIVERY_MODE[service.deliveryMode].label} · {GROUP_TYPE[service.groupType].label}
        </span>
      )}
    </div>
  );
}

/** The three dimensions as one muted line: "Course · Hybrid · Group". */
export function ServiceKindLine({ service, className }: Omit<Props, 'compact'>) {
  return (
    <p className={cn('text-muted-foreground text-xs', className)}>
      {STRUCTURE[service.structure].label} · {DELIVERY_MODE[service.deliveryMode].label} ·{' '}
      {GROUP_TYPE[service.groupType].label}
    </p>
  );
}
