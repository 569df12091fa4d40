import { addFamilyMember } from '@/lib/families/add-family-member';
import { addFamilyMemberRoute } from '@/lib/families/contracts';
import { withTeacher } from '@/lib/http/route';

export const POST = withTeacher(addFamilyMemberRoute, ({ teacher, params, body, meta }) =>
  addFamilyMember({ teacherId: teacher.id, familyId: params.id, studentId: body.studentId, meta }),
);
