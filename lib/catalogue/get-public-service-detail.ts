import 'server-only';
import type { ScheduleItemType } from '@/generated/prisma/enums';
import { db } from '@/lib/core/db';
import { getPublicService } from './get-public-service';

export type PublicScheduleItem = {
  id: string;
  sequence: number;
  type: ScheduleItemType;
  title: string;
  /** Minutes; null for milestones. */
  duration: number | null;
  isOptional: boolean;
};

/**
 * The visitor's service page: the public service (same visibility rules as the API: active, not
 * private, unlisted by direct link) plus what a buyer needs to decide (sessions included, validity,
 * billing interval, seats) and, for a course, its outline in sequence order.
 */
export async function getPublicServiceDetail(teacherSlug: string, serviceSlug: string) {
  const service = await getPublicService(teacherSlug, serviceSlug);
  const details = await db.service.findUniqueOrThrow({
    where: { id: service.id },
    select: {
      pricingModel: true,
      sessionsIncluded: true,
      validityDays: true,
      billingInterval: true,
      capacity: true,
      scheduleItems:
        service.structure === 'course'
          ? {
              orderBy: [{ sequence: 'asc' }, { createdAt: 'asc' }],
              select: { id: true, sequence: true, type: true, title: true, durationMinutes: true, isOptional: true },
            }
          : false,
    },
  });
  const { scheduleItems, ...facts } = details;
  const outline: PublicScheduleItem[] = (scheduleItems ?? []).map(({ durationMinutes, ...item }) => ({
    ...item,
    duration: durationMinutes,
  }));
  return { ...service, ...facts, scheduleItems: outline };
}

export type PublicServiceDetail = Awaited<ReturnType<typeof getPublicServiceDetail>>;
