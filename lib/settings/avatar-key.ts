import { randomBytes } from 'node:crypto';
import { avatarExtensionByContentType } from './avatar-rules';

/**
 * Avatar storage keys are `avatars/<teacherId>/<32 hex>.<ext>`, made only from the session's teacher
 * id and random bytes. The public URL is our serving route plus the key without its prefix.
 */
const keyPrefix = 'avatars/';
const urlPrefix = '/api/avatars/';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const fileNamePattern = new RegExp(`^[0-9a-f]{32}\\.(${Object.values(avatarExtensionByContentType).join('|')})$`);

export type AvatarKey = { key: string; teacherId: string };

export function newAvatarKey(teacherId: string, extension: string): string {
  return `${keyPrefix}${teacherId}/${randomBytes(16).toString('hex')}.${extension}`;
}

export function avatarUrlFor(key: string): string {
  return urlPrefix + key.slice(keyPrefix.length).split('/').map(encodeURIComponent).join('/');
}

/** The key behind the URL path segments `[teacherId, file]`, or null for anything we never issue. */
export function avatarKeyFromSegments(segments: readonly string[]): AvatarKey | null {
  const [teacherId, fileName, ...extra] = segments;
  if (!teacherId || !fileName || extra.length) return null;
  if (!uuidPattern.test(teacherId) || !fileNamePattern.test(fileName)) return null;
  return { key: `${keyPrefix}${teacherId}/${fileName}`, teacherId };
}

/** The key behind an avatarUrl we issued, or null (an external picture URL, or anything else). */
export function avatarKeyFromUrl(url: string): AvatarKey | null {
  if (!url.startsWith(urlPrefix)) return null;
  try {
    return avatarKeyFromSegments(url.slice(urlPrefix.length).split('/').map(decodeURIComponent));
  } catch {
    return null; // malformed percent-encoding
  }
}
