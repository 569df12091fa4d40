import 'server-only';
import { db } from '@/lib/core/db';
import { caldavConnectionSelect, caldavConnectionView } from './caldav-connection-view';
import type { TCaldavConnection } from './schemas';

/** The teacher's CalDAV connection, or null when none. */
export async function getCaldavConnection(teacherId: string): Promise<{ connection: TCaldavConnection | null }> {
  const row = await db.caldavConnection.findUnique({ where: { teacherId }, select: caldavConnectionSelect });
  return { connection: row ? caldavConnectionView(row) : null };
}
