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

export type CourseDates = { firstStartsAt: string; lastStartsAt: string };

/**
 * The visitor's service page: the public service (same visibility rules as the API: active, not
 * private, unlisted by direct link) plus what a buyer needs to decide (sessions included, validity,
 * billing interval, seats) and, for a course, its outline in sequence order and its dates.
 */
export async function getPublicServiceDetail(teacherSlug: string, serviceSlug: string) {
  const service = await getPublicService(teacherSlug, serviceSlug);
  const details = await db.service.findUniqueOrThrow({
    where: { id: service.id },
    select: {
      teacherId: true,
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
  const { scheduleItems, teacherId, ...facts } = details;
  const outline: PublicScheduleItem[] = (scheduleItems ?? []).map(({ durationMinutes, ...item }) => ({
    ...item,
    duration: durationMinutes,
  }));
  return {
    ...service,
    ...facts,
    scheduleItems: outline,
    courseDates: service.structure === 'course' ? await courseDates(teacherId, service.id) : null,
  };
}

/** Sessions that take or took place (not cancelled, declined, run out, nor a checkout in progress). */
const heldStatuses = ['scheduled', 'pending_review', 'completed', 'no_show'] as const;

/**
 * When a course runs: the start of its first session and of its last (ISO instants; the page writes
 * them on the visitor's clock). Null while no session is scheduled.
 */
async function courseDates(teacherId: string, serviceId: string): Promise<CourseDates | null> {
  const { _min, _max } = await db.session.aggregate({
    where: { teacherId, serviceId, status: { in: [...heldStatuses] } },
    _min: { startUtc: true },
    _max: { startUtc: true },
  });
  if (!_min.startUtc || !_max.startUtc) return null;
  return { firstStartsAt: _min.startUtc.toISOString(), lastStartsAt: _max.startUtc.toISOString() };
}

export type PublicServiceDetail = Awaited<ReturnType<typeof getPublicServiceDetail>>;
