import { getPayerFamilyRoute } from '@/lib/families/portal/contracts';
import { readPayerFamily } from '@/lib/families/portal/read-payer-family';
import { withStudent } from '@/lib/http/route';

export const GET = withStudent(getPayerFamilyRoute, ({ session, student }) =>
  readPayerFamily({ teacherId: student.teacherId, actingStudentId: student.id, payer: session.payer }),
);
