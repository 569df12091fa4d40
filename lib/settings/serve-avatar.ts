import 'server-only';
import { NotFoundError } from '@/lib/core/errors';
import { storage } from '@/lib/integrations/storage/storage';
import { avatarKeyFromSegments } from './avatar-key';
import { isAvatarContentType } from './avatar-rules';

/** Keys are random and never reused, so a stored avatar never changes under its URL. */
const oneYearImmutable = 'public, max-age=31536000, immutable';

/**
 * The response for `GET /api/avatars/<teacherId>/<file>`. Uploads are checked by content, yet an
 * image can still carry other bytes (polyglots): the headers make browsers treat it only as an
 * image of the stored type, never sniff it, never run anything in it, and never render it as a page.
 */
export async function serveAvatar(segments: readonly string[]): Promise<Response> {
  const avatar = avatarKeyFromSegments(segments);
  const stored = avatar ? await storage().get(avatar.key) : null;
  // Something other than the four image types under an avatar key is not ours to hand out.
  if (!stored || !isAvatarContentType(stored.contentType)) throw new NotFoundError('Avatar');
  return new Response(new Uint8Array(stored.bytes), {
    status: 200,
    headers: {
      'Content-Type': stored.contentType,
      'Content-Length': String(stored.bytes.byteLength),
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': oneYearImmutable,
    },
  });
}
