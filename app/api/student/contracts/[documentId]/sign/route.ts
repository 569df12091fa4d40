import { withStudent } from '@/lib/http/route';
import { signContractRoute } from '@/lib/legal/contracts';
import { signContract } from '@/lib/legal/acceptance/sign-contract';

export const POST = withStudent(signContractRoute, ({ student, params, body, meta }) =>
  signContract({
    student: { id: student.id, teacherId: student.teacherId },
    documentId: params.documentId,
    version: body.version,
    meta,
  }),
);
