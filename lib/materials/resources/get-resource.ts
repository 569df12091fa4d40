import 'server-only';
import { db } from '@/lib/core/db';
import { readResource } from './resource-fields';
import type { TResource } from './schemas';

/** One live resource of the teacher with its tags and link counts; 404 for a trashed, missing or foreign one. */
export function getResource({ teacherId, resourceId }: { teacherId: string; resourceId: string }): Promise<TResource> {
  return readResource(db, teacherId, resourceId);
}
