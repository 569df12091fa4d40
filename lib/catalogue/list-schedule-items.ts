import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { scheduleItemSelect, toScheduleItem } from './schedule-item-fields';
import type { TScheduleItem } from './schemas';
import { ownServiceWhere } from './teacher-service-fields';

/**
 * The schedule of a course in sequence order. Reading works on any service of the teacher (items
 * left from when a service was a course stay visible); changing them needs a course.
 */
export async function listScheduleItems({
  teacherId,
  serviceId,
}: {
  teacherId: string;
  serviceId: string;
}): Promise<TScheduleItem[]> {
  const service = await db.service.findFirst({
    where: ownServiceWhere(teacherId, serviceId),
    select: { scheduleItems: { orderBy: [{ sequence: 'asc' }, { createdAt: 'asc' }], select: scheduleItemSelect } },
  });
  if (!service) throw new NotFoundError('Service');
  return service.scheduleItems.map(toScheduleItem);
}
