import { removeFamilyMemberRoute } from '@/lib/families/contracts';
import { removeFamilyMember } from '@/lib/families/remove-family-member';
import { withTeacher } from '@/lib/http/route';

export const DELETE = withTeacher(removeFamilyMemberRoute, async ({ teacher, params, meta }) => {
  await removeFamilyMember({ teacherId: teacher.id, familyId: params.id, studentId: params.studentId, meta });
  return new Response(null, { status: 204 });
});
