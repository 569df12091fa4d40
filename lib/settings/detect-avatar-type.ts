import 'server-only';
import { fileTypeFromBuffer } from 'file-type';
import { UnsupportedMediaTypeError } from '@/lib/core/errors';
import { avatarExtensionByContentType, isAvatarContentType, type AvatarContentType } from './avatar-rules';

/**
 * The image type of an upload judged by its bytes (magic numbers), never by its name or the
 * Content-Type the browser sent: an SVG is XML that can carry script, and file-type does not
 * report text formats at all, so SVG and every other non-image fall through to 415.
 */
export async function detectAvatarType(
  bytes: Uint8Array,
): Promise<{ contentType: AvatarContentType; extension: string }> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !isAvatarContentType(detected.mime)) {
    throw new UnsupportedMediaTypeError('Upload a JPEG, PNG, WebP or GIF image');
  }
  return { contentType: detected.mime, extension: avatarExtensionByContentType[detected.mime] };
}
