import { withTeacher } from '@/lib/http/route';
import { paymentKpisRoute } from '@/lib/payments/contracts';
import { getPaymentKpis } from '@/lib/payments/get-payment-kpis';

// GET /api/teacher/payments/kpis - revenue KPIs of a period
export const GET = withTeacher(paymentKpisRoute, ({ teacher, query }) =>
  getPaymentKpis({ teacherId: teacher.id, query }),
);
