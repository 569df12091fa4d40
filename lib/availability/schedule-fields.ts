import type { Prisma } from '@/lib/core/db';
import type { TSchedule } from './schemas';

export const scheduleSelect = {
  id: true,
  name: true,
  isActive: true,
  validFrom: true,
  validUntil: true,
  timezone: true,
  createdAt: true,
  updatedAt: true,
  rules: {
    select: { weekday: true, startTime: true, endTime: true },
    orderBy: [{ weekday: 'asc' }, { startTime: 'asc' }],
  },
} as const satisfies Prisma.AvailabilityScheduleSelect;

type ScheduleRow = Prisma.AvailabilityScheduleGetPayload<{ select: typeof scheduleSelect }>;

/** `@db.Date` columns come back as UTC midnight. */
export function toIsoDate(date: Date): string;
export function toIsoDate(date: Date | null): string | null;
export function toIsoDate(date: Date | null) {
  return date ? date.toISOString().slice(0, 10) : null;
}
export function fromIsoDate(date: string): Date;
export function fromIsoDate(date: string | undefined): Date | undefined;
export function fromIsoDate(date: string | null | undefined): Date | null | undefined;
export function fromIsoDate(date: string | null | undefined) {
  return date === undefined ? undefined : date === null ? null : new Date(`${date}T00:00:00Z`);
}

export const toSchedule = ({ validFrom, validUntil, createdAt, updatedAt, ...schedule }: ScheduleRow): TSchedule => ({
  ...schedule,
  validFrom: toIsoDate(validFrom),
  validUntil: toIsoDate(validUntil),
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});
