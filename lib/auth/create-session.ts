import { db, type Prisma } from '@/lib/core/db';
import { sessionLifetimeSeconds } from './cookies';
import { generateSessionId, sessionKey } from './session-token';

export type SessionOwner =
  | { role: 'teacher'; teacherId: string }
  | {
      role: 'student';
      studentId: string;
      impersonatorTeacherId?: string;
      /** A family's payer signing in: `studentId` is the member they act for (issue 34). */
      familyId?: string;
    };

export type ClientInfo = { ipAddress?: string | null; userAgent?: string | null };

/**
 * Starts a session and returns its id, which only the cookie carries. Every sign-in gets a new id.
 * `lifetimeSeconds` with `fixedExpiry` serves impersonation (a fixed, non-sliding window).
 */
export async function createSession(
  owner: SessionOwner,
  client: ClientInfo = {},
  { lifetimeSeconds = sessionLifetimeSeconds, fixedExpiry = false, tx = db as Prisma.TransactionClient } = {},
): Promise<{ sessionId: string; expiresAt: Date }> {
  const sessionId = generateSessionId();
  const expiresAt = new Date(Date.now() + lifetimeSeconds * 1000);
  await tx.authSession.create({
    data: {
      id: sessionKey(sessionId),
      role: owner.role,
      teacherId: owner.role === 'teacher' ? owner.teacherId : null,
      studentId: owner.role === 'student' ? owner.studentId : null,
      impersonatorTeacherId: owner.role === 'student' ? (owner.impersonatorTeacherId ?? null) : null,
      familyId: owner.role === 'student' ? (owner.familyId ?? null) : null,
      expiresAt,
      fixedExpiry,
      ipAddress: client.ipAddress ?? null,
      userAgent: client.userAgent?.slice(0, 512) ?? null,
    },
  });
  return { sessionId, expiresAt };
}
