import { withTeacher } from '@/lib/http/route';
import { readMultipartFile } from '@/lib/core/read-multipart-file';
import { maxAvatarBytes } from '@/lib/settings/avatar-rules';
import { uploadAvatarRoute } from '@/lib/settings/contracts';
import { uploadAvatar } from '@/lib/settings/upload-avatar';

// Multipart, not JSON: the contract has no body schema and the file is read here, within the limit.
export const POST = withTeacher(uploadAvatarRoute, async ({ req, teacher, meta }) => {
  const bytes = await readMultipartFile(req, 'file', maxAvatarBytes);
  return uploadAvatar({ teacherId: teacher.id, bytes, request: meta });
});
