import type { LucideIcon } from 'lucide-react';
import { DELIVERY_MODE, GROUP_TYPE, STRUCTURE } from '@/components/public/service-labels';
import type { DeliveryMode, GroupType, ServiceStructure } from '@/components/public/types';

/** One choice of a dimension; its words are `publicPage.labels.<value>` and `teacherServiceEditor.kind.explanation.<value>`. */
export type DimensionOption<V extends string> = { value: V; icon: LucideIcon };

const optionsOf = <V extends string>(labels: Record<V, { icon: LucideIcon }>): DimensionOption<V>[] =>
  (Object.keys(labels) as V[]).map((value) => ({ value, icon: labels[value].icon }));

/** The three dimensions of a service, in the order the editor offers them. */
export const DELIVERY_MODE_OPTIONS: DimensionOption<DeliveryMode>[] = optionsOf(DELIVERY_MODE);
export const GROUP_TYPE_OPTIONS: DimensionOption<GroupType>[] = optionsOf(GROUP_TYPE);
export const STRUCTURE_OPTIONS: DimensionOption<ServiceStructure>[] = optionsOf(STRUCTURE);

/** Values of the editor's selects; their words are under `teacherServiceEditor.price` and `.sessions`. */
export const PRICING_MODELS = ['fixed', 'per_session', 'free'] as const;
export const BILLING_INTERVALS = ['week', 'month', 'year'] as const;
/** How students pay (decision 0132): post-paid and monthly are booked without checkout and owed on the balance. */
export const BILLINGS = ['prepaid', 'postpaid', 'monthly'] as const;
