import { z } from 'zod';

export const ZAvatarUploadResult = z.object({
  avatarUrl: z.string().meta({ description: 'Where the photo is served: /api/avatars/<teacherId>/<file>' }),
});
export type TAvatarUploadResult = z.infer<typeof ZAvatarUploadResult>;

/** Lenient on purpose: a key we never issued is a 404 (unknown avatar), not a 400. */
export const ZAvatarPathParams = z
  .object({
    key: z
      .array(z.string().max(255))
      .min(1)
      .max(8)
      .meta({ description: 'The avatar path after /api/avatars/, as issued in avatarUrl' }),
  })
  .strict();
