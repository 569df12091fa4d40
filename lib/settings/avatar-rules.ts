/**
 * What a profile photo may be (spec, Authentication 11). Client-safe: the upload form uses the same
 * list and limit to warn early, but only the server's check of the bytes decides.
 */
export const avatarExtensionByContentType = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;

export type AvatarContentType = keyof typeof avatarExtensionByContentType;

export const avatarContentTypes = Object.keys(avatarExtensionByContentType) as AvatarContentType[];

export const maxAvatarBytes = 2 * 1024 * 1024;

export const isAvatarContentType = (value: string): value is AvatarContentType =>
  Object.hasOwn(avatarExtensionByContentType, value);
