import 'server-only';
import type { RequestMeta } from '@/lib/core/request-meta';
import { changeServiceStatus } from './change-service-status';

/** active or paused -> archived: kept with its history, no longer offered. */
export function archiveService(args: { teacherId: string; serviceId: string; meta?: RequestMeta }) {
  return changeServiceStatus({ ...args, action: 'archive' });
}
