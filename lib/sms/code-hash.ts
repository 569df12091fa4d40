import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/** Six digits from the CSPRNG. */
export const newVerificationCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** The code is stored hashed with the row it belongs to, so a leaked table names no code. */
export const hashVerificationCode = (verificationId: string, code: string) =>
  createHash('sha256').update(`${verificationId}:${code}`).digest('hex');

export const codeMatches = (verificationId: string, code: string, hash: string) =>
  timingSafeEqual(Buffer.from(hashVerificationCode(verificationId, code)), Buffer.from(hash));
