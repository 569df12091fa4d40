import { csvResponse } from '@/lib/core/csv';
import { toLocale } from '@/lib/core/locale';
import { withTeacher } from '@/lib/http/route';
import { exportPaymentsCsvRoute } from '@/lib/payments/contracts';
import { exportPaymentsCsv } from '@/lib/payments/export-payments-csv';

// POST /api/teacher/payments/csv-export - the filtered payments as a CSV download
export const POST = withTeacher(exportPaymentsCsvRoute, async ({ teacher, body }) =>
  csvResponse(
    await exportPaymentsCsv({ teacherId: teacher.id, filters: body, locale: toLocale(teacher.locale) }),
    'payments.csv',
  ),
);
