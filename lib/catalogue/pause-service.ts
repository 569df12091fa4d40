import 'server-only';
import { db } from '@/lib/core/db';
import type { RequestMeta } from '@/lib/core/request-meta';
import { changeServiceStatus } from './change-service-status';

/**
 * active -> paused. Existing enrollments keep running; the answer carries how many are active so
 * the UI can say what the pause affects (it asks for confirmation before calling when > 0).
 */
export async function pauseService(args: { teacherId: string; serviceId: string; meta?: RequestMeta }) {
  const service = await changeServiceStatus({ ...args, action: 'pause' });
  const activeEnrollments = await db.enrollment.count({
    where: { teacherId: args.teacherId, serviceId: args.serviceId, status: 'active' },
  });
  return { ...service, activeEnrollments };
}
