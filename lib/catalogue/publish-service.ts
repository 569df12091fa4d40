import 'server-only';
import type { RequestMeta } from '@/lib/core/request-meta';
import { changeServiceStatus } from './change-service-status';

/** draft or paused -> active: visible on the public page (unless unlisted or private). */
export function publishService(args: { teacherId: string; serviceId: string; meta?: RequestMeta }) {
  return changeServiceStatus({ ...args, action: 'publish' });
}
