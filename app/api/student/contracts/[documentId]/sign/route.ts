import { withStudent } from '@/lib/http/route';
import { signContractRoute } from '@/lib/legal/contracts';
import { signContract } from '@/lib/legal/acceptance/sign-contract';

export const POST = withStudent(signContractRoute, ({ session, student, params, body, meta }) =>
  signContract({
    student: { id: student.id, teacherId: student.teacherId, familyId: student.familyId, isMinor: student.isMinor },
    // A family's payer signs for the member they act for, recorded as the signer (issue 34).
    signer: session.payer ? { name: session.payer.name, email: session.payer.email } : null,
    documentId: params.documentId,
    version: body.version,
    meta,
  }),
);
