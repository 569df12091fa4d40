import { withStudent } from '@/lib/http/route';
import { confirmPhoneVerification } from '@/lib/sms/confirm-phone-verification';
import { confirmPhoneVerificationRoute } from '@/lib/sms/contracts';

export const POST = withStudent(confirmPhoneVerificationRoute, ({ student, body }) =>
  confirmPhoneVerification({ teacherId: student.teacherId, studentId: student.id, code: body.code }),
);
