import { csvResponse } from '@/lib/core/csv';
import { toLocale } from '@/lib/core/locale';
import { withTeacher } from '@/lib/http/route';
import { exportInvoicesRoute } from '@/lib/invoices/contracts';
import { exportInvoicesCsv } from '@/lib/invoices/export-invoices-csv';

export const GET = withTeacher(exportInvoicesRoute, async ({ teacher, query }) =>
  csvResponse(
    await exportInvoicesCsv({ teacherId: teacher.id, query, locale: toLocale(teacher.locale) }),
    'invoices.csv',
  ),
);
