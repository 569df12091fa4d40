import { randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: 43 characters nobody can guess; the whole secret of a feed URL. */
export const newFeedToken = () => randomBytes(32).toString('base64url');

const feedFile = /^([A-Za-z0-9_-]{43})\.ics$/;

/** The token of a `<token>.ics` path segment, or null for anything else (answered as an unknown feed). */
export function tokenOfFeedFile(file: string): string | null {
  return feedFile.exec(file)?.[1] ?? null;
}

/** The subscription URL of a token, on the app's public origin. */
export const feedUrl = (appUrl: string, token: string) =>
  new URL(`/api/calendar-feeds/${token}.ics`, appUrl).toString();
