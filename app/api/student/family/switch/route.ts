import { switchFamilyMemberRoute } from '@/lib/families/portal/contracts';
import { switchActingMember } from '@/lib/families/portal/switch-acting-member';
import { withStudent } from '@/lib/http/route';

export const POST = withStudent(switchFamilyMemberRoute, ({ session, student, body }) =>
  switchActingMember(
    { teacherId: student.teacherId, actingStudentId: student.id, payer: session.payer, sessionKey: session.key },
    body.studentId,
  ),
);
