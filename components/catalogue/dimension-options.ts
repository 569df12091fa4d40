import type { LucideIcon } from 'lucide-react';
import { DELIVERY_MODE, GROUP_TYPE, STRUCTURE } from '@/components/public/service-labels';
import type { DeliveryMode, GroupType, ServiceStructure } from '@/components/public/types';

export type DimensionOption<V extends string> = { value: V; label: string; icon: LucideIcon; explanation: string };

/** The three dimensions of a service, each explained to the teacher in one plain sentence. */
export const DELIVERY_MODE_OPTIONS: DimensionOption<DeliveryMode>[] = [
  { value: 'live', ...DELIVERY_MODE.live, explanation: 'You teach at a booked time, in person or by video.' },
  { value: 'async', ...DELIVERY_MODE.async, explanation: 'Students work through your material when it suits them.' },
  { value: 'hybrid', ...DELIVERY_MODE.hybrid, explanation: 'Live sessions together with self-paced work in between.' },
];

export const GROUP_TYPE_OPTIONS: DimensionOption<GroupType>[] = [
  { value: 'individual', ...GROUP_TYPE.individual, explanation: 'One student at a time, just the two of you.' },
  { value: 'group', ...GROUP_TYPE.group, explanation: 'A fixed group, with as many seats as you set (or no limit).' },
  { value: 'open', ...GROUP_TYPE.open, explanation: 'Anyone may join a session, with no seat limit.' },
];

export const STRUCTURE_OPTIONS: DimensionOption<ServiceStructure>[] = [
  { value: 'single', ...STRUCTURE.single, explanation: 'One session, paid on its own.' },
  { value: 'package', ...STRUCTURE.package, explanation: 'A bundle of sessions bought together and used over time.' },
  {
    value: 'course',
    ...STRUCTURE.course,
    explanation: 'A programme with an outline of sessions and materials, in order.',
  },
  {
    value: 'subscription',
    ...STRUCTURE.subscription,
    explanation: 'Sessions every week, month or year, billed each period.',
  },
];

export const PRICING_MODEL_OPTIONS = [
  { value: 'fixed', label: 'Fixed price for the whole service' },
  { value: 'per_session', label: 'Price per session' },
  { value: 'free', label: 'Free' },
] as const;

export const BILLING_INTERVAL_OPTIONS = [
  { value: 'week', label: 'Every week' },
  { value: 'month', label: 'Every month' },
  { value: 'year', label: 'Every year' },
] as const;

/** How students pay (decision 0132): post-paid and monthly are booked without checkout and owed on the balance. */
export const BILLING_OPTIONS = [
  { value: 'prepaid', label: 'Paid when booking (card checkout)' },
  { value: 'postpaid', label: 'After each lesson (added to the balance)' },
  { value: 'monthly', label: 'Monthly tuition (the price once a month)' },
] as const;
