import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { BusinessRuleError, NotFoundError } from '@/lib/core/errors';
import { ownServiceWhere } from './teacher-service-fields';

/**
 * Inside a transaction: takes the row lock of the teacher's course so schedule changes of one
 * service run one after the other (sequence numbers stay dense), and refuses services that are not
 * courses (422 NOT_A_COURSE). Another teacher's or a deleted service is 404.
 */
export async function lockCourse(tx: Prisma.TransactionClient, teacherId: string, serviceId: string) {
  const { count } = await tx.service.updateMany({
    where: ownServiceWhere(teacherId, serviceId),
    data: { updatedAt: new Date() },
  });
  if (count === 0) throw new NotFoundError('Service');
  const { structure } = await tx.service.findUniqueOrThrow({ where: { id: serviceId }, select: { structure: true } });
  if (structure !== 'course') {
    throw new BusinessRuleError('NOT_A_COURSE', `Only courses have a schedule; this service is a ${structure} service`);
  }
}
