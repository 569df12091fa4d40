import { withTeacher } from '@/lib/http/route';
import { refundPaymentRoute } from '@/lib/payments/contracts';
import { refundPayment } from '@/lib/payments/refund-payment';

// POST /api/teacher/payments/refund - refund a payment in full or in part
export const POST = withTeacher(refundPaymentRoute, ({ teacher, body, meta }) =>
  refundPayment({ ...body, teacherId: teacher.id }, meta),
);
