import { withTeacher } from '@/lib/http/route';
import { correctManualPaymentRoute } from '@/lib/invoices/contracts';
import { correctManualPayment } from '@/lib/invoices/correct-manual-payment';

export const POST = withTeacher(correctManualPaymentRoute, ({ teacher, params, body, meta }) =>
  correctManualPayment({ teacherId: teacher.id, paymentId: params.id, input: body, meta }),
);
