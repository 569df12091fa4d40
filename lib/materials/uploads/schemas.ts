/** Fields of `POST /api/teacher/resources/upload` besides the file (client-safe). */
import { z } from 'zod';
import { ZResourceType } from '../resources/schemas';

export const ZUploadResourceFields = z
  .object({
    title: z.string().trim().min(1, 'Give the file a title').max(200, 'At most 200 characters'),
    type: ZResourceType,
    /** A live folder of the teacher (else 404); left out: the root. */
    folderId: z.uuid().optional(),
  })
  .strict();
export type TUploadResourceFields = z.infer<typeof ZUploadResourceFields>;

export const ZResourceFileParams = z.object({ id: z.uuid() }).strict();
