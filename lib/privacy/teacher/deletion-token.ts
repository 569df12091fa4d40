import 'server-only';
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/core/env';

/** How long the typed-slug confirmation stays good for the final DELETE. */
export const deletionTokenMinutes = 10;

// Own key from SESSION_SECRET (HKDF label), independent of the session HMAC and the sealing key.
const key = () => Buffer.from(hkdfSync('sha256', env().SESSION_SECRET, Buffer.alloc(0), 'lektio/account-deletion', 32));
const mac = (payload: string) => createHmac('sha256', key()).update(payload).digest('base64url');

/**
 * A signed token `<teacherId>.<expiresMs>.<nonce>.<mac>`: nothing is stored (no table fits without a
 * schema change), the HMAC proves that step 1 issued it for this teacher, the expiry bounds it.
 */
export function issueDeletionToken(teacherId: string, now = new Date()) {
  const expiresAt = new Date(now.getTime() + deletionTokenMinutes * 60_000);
  const payload = `${teacherId}.${expiresAt.getTime()}.${randomBytes(16).toString('base64url')}`;
  return { confirmationToken: `${payload}.${mac(payload)}`, expiresAt };
}

/** True only for an untampered, unexpired token issued to this teacher. */
export function isValidDeletionToken(token: string, teacherId: string, now = new Date()): boolean {
  const parts = token.split('.');
  if (parts.length !== 4) return false;
  const [owner, expires, , signature] = parts as [string, string, string, string];
  const expected = Buffer.from(mac(parts.slice(0, 3).join('.')));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  return owner === teacherId && Number(expires) > now.getTime();
}
