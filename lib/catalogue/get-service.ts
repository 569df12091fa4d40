import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import type { TServiceDetail } from './schemas';
import { ownServiceWhere, teacherServiceSelect, toTeacherService } from './teacher-service-fields';

/**
 * One service of the signed-in teacher, with its active enrollments (the pause dialog asks for
 * confirmation when there are any) and its number of schedule items. Another teacher's service is
 * reported as missing.
 */
export async function getService({
  teacherId,
  serviceId,
}: {
  teacherId: string;
  serviceId: string;
}): Promise<TServiceDetail> {
  const row = await db.service.findFirst({
    where: ownServiceWhere(teacherId, serviceId),
    select: {
      ...teacherServiceSelect,
      _count: {
        select: { enrollments: { where: { status: 'active' } }, scheduleItems: true },
      },
    },
  });
  if (!row) throw new NotFoundError('Service');
  const { _count, ...service } = row;
  return {
    ...toTeacherService(service),
    activeEnrollments: _count.enrollments,
    scheduleItemCount: _count.scheduleItems,
  };
}
