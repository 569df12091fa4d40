import type { Prisma } from '@/lib/core/db';
import { toIsoDate } from './schedule-fields';
import type { TOverride } from './schemas';

export const overrideSelect = {
  id: true,
  date: true,
  isAvailable: true,
  startTime: true,
  endTime: true,
  reason: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.AvailabilityOverrideSelect;

type OverrideRow = Prisma.AvailabilityOverrideGetPayload<{ select: typeof overrideSelect }>;

export const toOverride = ({ date, createdAt, updatedAt, ...override }: OverrideRow): TOverride => ({
  ...override,
  date: toIsoDate(date),
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});
