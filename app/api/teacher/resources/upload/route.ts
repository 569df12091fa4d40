import { env } from '@/lib/core/env';
import { streamMultipartUpload } from '@/lib/core/stream-multipart-upload';
import { withTeacher } from '@/lib/http/route';
import { uploadResourceFileRoute } from '@/lib/materials/uploads/contracts';
import { uploadResourceFile } from '@/lib/materials/uploads/upload-resource-file';

// Multipart, streamed to a temporary file (never request.formData(), which holds the whole file).
export const POST = withTeacher(uploadResourceFileRoute, async ({ req, teacher, meta }) => {
  const upload = await streamMultipartUpload(req, {
    fileField: 'file',
    textFields: ['title', 'type', 'folderId'],
    maxFileBytes: env().RESOURCE_UPLOAD_MAX_BYTES,
  });
  return Response.json(await uploadResourceFile({ teacherId: teacher.id, upload, meta }), { status: 201 });
});
