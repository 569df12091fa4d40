import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { openCaldavAccount } from '@/lib/integrations/caldav/caldav-account';

/** The teacher's own connection by id (another teacher's, or none: 404) with its account opened. */
export async function openCaldavConnection(teacherId: string, connectionId: string) {
  const connection = await db.caldavConnection.findFirst({ where: { id: connectionId, teacherId } });
  if (!connection) throw new NotFoundError('CalDAV connection');
  return { connection, account: openCaldavAccount(connection, teacherId) };
}
