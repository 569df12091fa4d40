import { withStudent } from '@/lib/http/route';
import { requestPhoneVerificationRoute } from '@/lib/sms/contracts';
import { requestPhoneVerification } from '@/lib/sms/request-phone-verification';

export const POST = withStudent(requestPhoneVerificationRoute, ({ student, body }) =>
  requestPhoneVerification({ teacherId: student.teacherId, studentId: student.id, phone: body.phone }),
);
