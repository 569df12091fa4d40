import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** The secret Google echoes in X-Goog-Channel-Token with every notification of the channel. */
export const newChannelToken = () => randomBytes(32).toString('base64url');

/** Only the hash is stored: a database reader cannot forge notifications. */
export const channelTokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Constant-time comparison of a received token with the stored hash (both hashed to equal length). */
export function channelTokenMatches(token: string | null | undefined, storedHash: string): boolean {
  if (!token) return false;
  const received = Buffer.from(channelTokenHash(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return received.length === stored.length && timingSafeEqual(received, stored);
}
