import { Badge } from '@/components/ui/badge';
import { DELIVERY_MODE, GROUP_TYPE, STRUCTURE } from '@/components/public/service-labels';
import type { DeliveryMode, GroupType, ServiceStructure } from '@/components/public/types';
import { cn } from '@/lib/ui/cn';

type Props = {
  service: { deliveryMode: DeliveryMode; groupType: GroupType; structure: ServiceStructure };
  /** Only the structure (compact cells). */
  structureOnly?: boolean;
  className?: string;
};

/** The structure, delivery mode and group type of a service as plain-word badges. */
export function ServiceDimensionBadges({ service, structureOnly = false, className }: Props) {
  const labels = structureOnly
    ? [STRUCTURE[service.structure]]
    : [STRUCTURE[service.structure], DELIVERY_MODE[service.deliveryMode], GROUP_TYPE[service.groupType]];
  return (
    <span className={cn('flex flex-wrap gap-1', className)}>
      {labels.map(({ label, icon: Icon, description }, index) => (
        <Badge key={label} tone={index === 0 ? 'primary' : 'neutral'} title={description}>
          <Icon aria-hidden="true" />
          {label}
        </Badge>
      ))}
    </span>
  );
}
