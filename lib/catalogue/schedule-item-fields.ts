import type { Prisma } from '@/lib/core/db';
import type { TScheduleItem } from './schemas';

export const scheduleItemSelect = {
  id: true,
  serviceId: true,
  sequence: true,
  type: true,
  title: true,
  description: true,
  durationMinutes: true,
  isOptional: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.ServiceScheduleItemSelect;

type ScheduleItemRow = Prisma.ServiceScheduleItemGetPayload<{ select: typeof scheduleItemSelect }>;

/** The stored `durationMinutes` column is the spec's `duration` (minutes) in every answer. */
export const toScheduleItem = ({ createdAt, updatedAt, durationMinutes, ...item }: ScheduleItemRow): TScheduleItem => ({
  ...item,
  duration: durationMinutes,
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});

/** Milestones have no duration: whatever was sent, store null. */
export const durationFor = (type: TScheduleItem['type'], duration: number | null | undefined) =>
  type === 'milestone' ? null : (duration ?? null);
