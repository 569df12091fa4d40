import { withTeacher } from '@/lib/http/route';
import { eraseFamilyRoute } from '@/lib/privacy/contracts';
import { eraseFamily } from '@/lib/privacy/erase-family';

export const POST = withTeacher(eraseFamilyRoute, async ({ teacher, body, meta }) =>
  eraseFamily({ teacherId: teacher.id, familyId: body.familyId, actor: { type: 'teacher', id: teacher.id }, meta }),
);
