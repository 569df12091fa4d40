import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import type { ServiceStatus } from '@/generated/prisma/enums';
import { db } from '@/lib/core/db';
import { ConflictError, NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import type { TTeacherService } from './schemas';
import { ownServiceWhere, teacherServiceSelect, toTeacherService } from './teacher-service-fields';

/** The service status workflow of the spec: which states each action leaves from, and where to. */
export const serviceTransitions = {
  publish: { from: ['draft', 'paused'], to: 'active', done: 'published' },
  pause: { from: ['active'], to: 'paused', done: 'paused' },
  archive: { from: ['active', 'paused'], to: 'archived', done: 'archived' },
} as const satisfies Record<string, { from: readonly ServiceStatus[]; to: ServiceStatus; done: string }>;

export type ServiceStatusAction = keyof typeof serviceTransitions;

export const canTransition = (action: ServiceStatusAction, status: ServiceStatus) =>
  (serviceTransitions[action].from as readonly ServiceStatus[]).includes(status);

const maxAttempts = 3;

type ChangeServiceStatus = {
  teacherId: string;
  serviceId: string;
  action: ServiceStatusAction;
  meta?: RequestMeta;
};

/**
 * Moves one service along the workflow. The write is a compare-and-set on the status just read,
 * so of two concurrent moves only one wins; a move the current state does not allow is refused
 * with 409 INVALID_STATE and changes nothing.
 */
export async function changeServiceStatus({
  teacherId,
  serviceId,
  action,
  meta,
}: ChangeServiceStatus): Promise<TTeacherService> {
  const { to, done } = serviceTransitions[action];
  for (let attempt = 1; ; attempt += 1) {
    const current = await db.service.findFirst({
      where: ownServiceWhere(teacherId, serviceId),
      select: { status: true },
    });
    if (!current) throw new NotFoundError('Service');
    if (!canTransition(action, current.status)) {
      throw new ConflictError(`The service is ${current.status} and cannot be ${done}`, 'INVALID_STATE');
    }
    const count = await transaction(async (tx) => {
      const { count } = await tx.service.updateMany({
        where: { ...ownServiceWhere(teacherId, serviceId), status: current.status },
        data: { status: to },
      });
      if (count === 1) {
        await recordAudit(tx, {
          teacherId,
          actor: { type: 'teacher', id: teacherId },
          action: `service.${action}`,
          entity: { type: 'service', id: serviceId },
          before: { status: current.status },
          after: { status: to },
          request: meta,
        });
      }
      return count;
    });
    if (count === 1) {
      const row = await db.service.findFirstOrThrow({ where: { id: serviceId }, select: teacherServiceSelect });
      return toTeacherService(row);
    }
    // Someone changed the service between the read and the write: look again.
    if (attempt >= maxAttempts) throw new ConflictError('The service changed meanwhile, try again', 'INVALID_STATE');
  }
}
