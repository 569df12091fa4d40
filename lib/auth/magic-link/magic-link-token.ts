import { createHash, randomBytes } from 'node:crypto';

/** Spec: "not shown"; issue 3 sets 15 minutes. Long enough to open a mailbox, short for a leaked link. */
export const magicLinkLifetimeMinutes = 15;

/** 32 random bytes, base64url: 43 characters that survive URLs and mail clients untouched. */
export const generateMagicLinkToken = () => randomBytes(32).toString('base64url');

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** Checked before any lookup, so that junk never reaches the database. */
export const isMagicLinkTokenFormat = (value: unknown): value is string =>
  typeof value === 'string' && tokenPattern.test(value);

/**
 * What the database keeps instead of the token (spec: only a SHA-256 hash). Unkeyed on purpose:
 * 256 random bits cannot be guessed from their hash, and the spec names the function.
 */
export const hashMagicLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');
