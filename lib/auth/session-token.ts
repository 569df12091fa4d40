import { createHmac, randomBytes } from 'node:crypto';
import { env } from '@/lib/core/env';

const sessionIdPattern = /^[0-9a-f]{64}$/;

/** A session id: 32 random bytes as 64 lowercase hex characters. */
export const generateSessionId = () => randomBytes(32).toString('hex');

/** Checked before any lookup, so that junk never reaches the database. */
export const isSessionIdFormat = (value: unknown): value is string =>
  typeof value === 'string' && sessionIdPattern.test(value);

/**
 * The database keeps an HMAC of the id, never the id itself: a copy of the table signs nobody in.
 * Keyed with SESSION_SECRET, which production refuses to start without.
 */
export const sessionKey = (sessionId: string) =>
  createHmac('sha256', env().SESSION_SECRET).update(sessionId).digest('hex');
