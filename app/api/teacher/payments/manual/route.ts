import { withTeacher } from '@/lib/http/route';
import { recordManualPaymentRoute } from '@/lib/invoices/contracts';
import { recordManualPayment } from '@/lib/invoices/record-manual-payment';

// POST /api/teacher/payments/manual - cash, bank transfer or other, in the payments ledger
export const POST = withTeacher(recordManualPaymentRoute, async ({ teacher, body, meta }) =>
  Response.json(await recordManualPayment({ teacherId: teacher.id, input: body, meta }), { status: 201 }),
);
