import { createHash } from 'node:crypto';
import { db } from '@/lib/core/db';

/** The teacher's live sessions for the settings page; ids are replaced by short opaque handles. */
export async function listTeacherSessions({
  teacherId,
  currentKey,
  now = new Date(),
}: {
  teacherId: string;
  currentKey: string;
  now?: Date;
}) {
  const sessions = await db.authSession.findMany({
    where: { teacherId, expiresAt: { gt: now } },
    orderBy: { createdAt: 'desc' },
    take: 50,
    select: { id: true, createdAt: true, expiresAt: true, ipAddress: true, userAgent: true },
  });
  return sessions.map((session) => ({
    id: createHash('sha256').update(session.id).digest('hex').slice(0, 16),
    current: session.id === currentKey,
    createdAt: session.createdAt.toISOString(),
    expiresAt: session.expiresAt.toISOString(),
    ipAddress: session.ipAddress,
    userAgent: session.userAgent,
  }));
}
